import { type AuthClientPlugin, createAuthClient } from "@tollgate/auth-client-react";
import { CookieCarrier, inProcessBrowserFetch, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { USERNAME_ERROR_CODES as CLIENT_ERROR_CODES, usernameClient } from "../src/client";
import { USERNAME_ERROR_CODES, type UsernameErrorCode } from "../src/index";
import {
  serverWithUsernames,
  clientAgainstInProcessServer as setup,
} from "./support/in-process-client";

/** A client whose session store follows its signals only (no page focus, no other tabs). */
async function clientWithSessionStore() {
  const server = await serverWithUsernames();
  const client = createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [usernameClient()],
    fetchOptions: { customFetchImpl: inProcessBrowserFetch(server.auth, new CookieCarrier()) },
    sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
  });
  return { server, client };
}

type Client = Awaited<ReturnType<typeof clientWithSessionStore>>["client"];
type SessionState = ReturnType<Client["$session"]["get"]>;

/** The session store's next settled state whose data `accept`s (the current one if it does). */
function settledSession(
  client: Client,
  accept: (data: SessionState["data"]) => boolean = () => true,
): Promise<SessionState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = client.$session.get();
      if (state.isPending || state.isRefetching || !accept(state.data)) return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const stop = client.$session.listen(() => check() && stop());
  });
}

describe("usernameClient with @tollgate/auth-client-react", () => {
  it("signs in with client.signIn.username and the session then carries the username", async () => {
    const { server, client, jar } = await setup();
    await server.signUp({ username: "Client.User", password: "correct horse battery" });
    const signedIn = await client.signIn.username({
      username: "CLIENT.USER",
      password: "correct horse battery",
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data?.user.username).toBe("client.user");
    expectTypeOf(signedIn.data?.user.username).toEqualTypeOf<string | null | undefined>();
    expect(jar.get("tollgate.session_token")).toBeDefined();
    const session = await client.getSession();
    expect(session.data?.user).toMatchObject({ username: "client.user" });
  });

  it("refetches the session store after client.signIn.username (its declared sessionChangingPaths)", async () => {
    // The store fetches only where there is a window (never while rendering on a server).
    vi.stubGlobal("window", {});
    try {
      const { server, client } = await clientWithSessionStore();
      await server.signUp({ username: "store.user", password: "correct horse battery" });
      const stop = client.$session.listen(() => {});
      expect((await settledSession(client)).data).toBeNull();
      await client.signIn.username({ username: "store.user", password: "correct horse battery" });
      const state = await settledSession(client, (data) => data !== null);
      expect(state.data?.user).toMatchObject({ username: "store.user" });
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("declares /sign-in/username as session-changing and satisfies the client plugin contract", () => {
    const plugin = usernameClient();
    expect(plugin.id).toBe("username");
    expect(plugin.sessionChangingPaths).toContain("/sign-in/username");
    expectTypeOf(plugin).toExtend<AuthClientPlugin>();
  });

  it("answers errors as { code, message } from the plugin's catalogue, its codes typed on the client", async () => {
    const { client } = await setup();
    const failed = await client.signIn.username({ username: "nobody", password: "whatever1" });
    expect(failed.data).toBeNull();
    expect(failed.error).toMatchObject({
      status: 401,
      code: "INVALID_USERNAME_OR_PASSWORD",
      message: USERNAME_ERROR_CODES.INVALID_USERNAME_OR_PASSWORD,
    });
    // The catalogue is typed on the client, and at runtime only where it is imported.
    expectTypeOf<UsernameErrorCode>().toExtend<keyof typeof client.$ERROR_CODES>();
    expect(CLIENT_ERROR_CODES).toBe(USERNAME_ERROR_CODES);
  });

  it("calls client.isUsernameAvailable", async () => {
    const { server, client } = await setup();
    await server.signUp({ username: "taken_name" });
    const taken = await client.isUsernameAvailable({ username: "Taken_Name" });
    expect(taken.data).toEqual({ available: false });
    const free = await client.isUsernameAvailable({ username: "free_name" });
    expect(free.data).toEqual({ available: true });
  });
});
