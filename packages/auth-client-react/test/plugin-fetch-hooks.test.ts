import { describe, expect, it } from "vitest";
import { type AuthClientPlugin, createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

describe("a plugin's fetch hooks", () => {
  it("see every answer, before the client's hooks and the call's own", async () => {
    const env = await inProcessServer();
    const order: string[] = [];
    const seen: unknown[] = [];
    const probe: AuthClientPlugin = {
      id: "probe",
      onRequest: () => void order.push("plugin request"),
      onSuccess: ({ data }) => {
        order.push("plugin success");
        seen.push(data);
      },
      onError: ({ error }) => void order.push(`plugin error ${error.status}`),
    };
    const client = createAuthClient<typeof env.auth>({
      baseURL: env.baseURL,
      fetchOptions: {
        customFetchImpl: env.customFetchImpl,
        onRequest: () => void order.push("client request"),
        onSuccess: () => void order.push("client success"),
      },
      sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
      plugins: [probe],
    });
    const user = newUser();
    await client.signUp.email(user, { onSuccess: () => void order.push("call success") });
    expect(order).toEqual([
      "plugin request",
      "client request",
      "plugin success",
      "client success",
      "call success",
    ]);
    expect(seen[0]).toMatchObject({ user: { email: user.email } });

    order.length = 0;
    await client.signIn.email({ email: user.email, password: "wrong-password-1" });
    expect(order).toEqual(["plugin request", "client request", "plugin error 401"]);
  });
});
