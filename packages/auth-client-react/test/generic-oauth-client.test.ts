import { genericOAuth } from "@tollgate/auth-server/generic-oauth";
import { describe, expect, expectTypeOf, it } from "vitest";
import { genericOAuthClient } from "../src/generic-oauth";
import { createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

const provider = {
  providerId: "acme",
  authorizationUrl: "https://sso.acme.example/authorize",
  tokenUrl: "https://sso.acme.example/token",
  userInfoUrl: "https://sso.acme.example/userinfo",
  clientId: "acme-client",
  clientSecret: "acme-secret",
  scopes: ["profile"],
};

async function setup() {
  const env = await inProcessServer({ plugins: [genericOAuth({ config: [provider] })] });
  const client = createAuthClient({
    baseURL: env.baseURL,
    fetchOptions: { customFetchImpl: env.customFetchImpl },
    sessionOptions: { crossTabSync: false },
    plugins: [genericOAuthClient()],
  });
  return { ...env, client };
}

describe("genericOAuthClient", () => {
  it("signIn.oauth2 POSTs /sign-in/oauth2 and answers the provider's authorization URL", async () => {
    const { client, sent } = await setup();
    const { data, error } = await client.signIn.oauth2({
      providerId: "acme",
      callbackURL: "/dashboard",
      disableRedirect: true,
    });
    expect(error).toBeNull();
    expect(sent.at(-1)).toMatchObject({
      url: "http://localhost:3000/api/auth/sign-in/oauth2",
      method: "POST",
    });
    const url = new URL(data?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://sso.acme.example/authorize");
    expect(url.searchParams.get("client_id")).toBe("acme-client");
    expect(data?.redirect).toBe(false);
  });

  it("oauth2.link needs a session and answers the authorization URL for the signed-in user", async () => {
    const { client } = await setup();
    const refused = await client.oauth2.link({ providerId: "acme", callbackURL: "/settings" });
    expect(refused.error?.status).toBe(401);
    await client.signUp.email(newUser());
    const { data } = await client.oauth2.link({
      providerId: "acme",
      callbackURL: "/settings",
      disableRedirect: true,
    });
    expect(data?.url).toMatch(/^https:\/\/sso\.acme\.example\/authorize\?/);
  });

  it("types the methods from the server plugin", async () => {
    const { client } = await setup();
    expectTypeOf(client.signIn.oauth2).parameter(0).toHaveProperty("providerId");
    expectTypeOf<Awaited<ReturnType<typeof client.oauth2.link>>["data"]>().toEqualTypeOf<{
      url: string;
      redirect: boolean;
    } | null>();
  });
});
