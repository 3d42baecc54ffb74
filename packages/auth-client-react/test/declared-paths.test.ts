import { afterEach, describe, expect, it, vi } from "vitest";
import { type AuthClientOptions, type AuthClientPlugin, createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";
import { nextValue } from "./support/next-value";

type Env = Awaited<ReturnType<typeof inProcessServer>>;

function clientFor(env: Env, plugins: AuthClientPlugin[] = [], crossTabSync = false) {
  const options: AuthClientOptions = {
    baseURL: env.baseURL,
    fetchOptions: { customFetchImpl: env.customFetchImpl },
    sessionOptions: { crossTabSync, refetchOnWindowFocus: false },
    plugins,
  };
  return createAuthClient<Env["auth"]>(options);
}

afterEach(() => void vi.useRealTimers());

describe("paths the core and plugins declare", () => {
  it("the core's POST-only paths POST `{}` when called without fields: deleteUser() deletes the user (regression: it sent no body and got 400)", async () => {
    const env = await inProcessServer({ user: { deleteUser: { enabled: true } } });
    const client = clientFor(env);
    const user = newUser();
    await client.signUp.email(user);

    // Reaches the endpoint (a GET would answer 405), which wants at least one field.
    const unchanged = await client.updateUser();
    expect(env.sent.at(-1)).toMatchObject({ method: "POST", body: "{}" });
    expect(unchanged.error).toMatchObject({ status: 400, code: "NO_FIELDS_TO_UPDATE" });

    const deleted = await client.deleteUser();
    expect(deleted.error).toBeNull();
    expect(env.sent.at(-1)).toMatchObject({ method: "POST", body: "{}" });
    const again = await client.signIn.email({ email: user.email, password: user.password });
    expect(again.error?.status).toBe(401);
  });

  it("a plugin's pathMethods choose the method before the call's own", async () => {
    const env = await inProcessServer();
    const client = clientFor(env, [{ id: "probe", pathMethods: { "/get-session": "GET" } }]);
    const result = await client.getSession(undefined, { method: "POST" });
    expect(env.sent.at(-1)).toMatchObject({ method: "GET", body: null });
    expect(result.error).toBeNull();
  });

  it("a plugin's sessionChangingPaths make the session store refetch after its calls", async () => {
    const env = await inProcessServer();
    const client = clientFor(env, [{ id: "probe", sessionChangingPaths: ["/list-accounts"] }]);
    await client.signUp.email(newUser());
    // Sign-up's own signal has flipped (unmounted: nothing fetched) before time is faked.
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const stop = client.$session.listen(() => {});
    await nextValue(client.$session, (state) => !state.isPending && !state.isRefetching);
    expect(env.sessionFetches()).toHaveLength(1);

    await client.listAccounts();
    await vi.advanceTimersByTimeAsync(10);
    expect(env.sessionFetches()).toHaveLength(2);

    // Not declared by anyone: no refetch.
    await client.listSessions();
    await vi.advanceTimersByTimeAsync(50);
    expect(env.sessionFetches()).toHaveLength(2);
    stop();
  });

  it("a plugin's session-changing call reaches the other tabs too", async () => {
    const env = await inProcessServer();
    const declaring = { id: "probe", sessionChangingPaths: ["/list-accounts"] };
    const thisTab = clientFor(env, [declaring], true);
    const otherTab = clientFor(env, [declaring], true);
    await otherTab.signUp.email(newUser());
    const stop = thisTab.$session.listen(() => {});
    await nextValue(thisTab.$session, (state) => !state.isPending && !state.isRefetching);
    const before = env.sessionFetches().length;
    await otherTab.listAccounts();
    await vi.waitFor(() => expect(env.sessionFetches().length).toBeGreaterThan(before));
    stop();
  });
});
