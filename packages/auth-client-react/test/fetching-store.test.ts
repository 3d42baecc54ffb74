import { afterEach, describe, expect, it, vi } from "vitest";
import { type AuthClientPlugin, createAuthClient, createFetchingStore } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";
import { nextValue } from "./support/next-value";

const SESSION_LIST_SIGNAL = "$sessionListSignal";

/**
 * A plugin the way the organization plugin will write `listOrganizations`: a store over a path,
 * refetched when its signal flips after calls on the paths its atomListener names, plus an
 * action that flips the signal itself.
 */
const sessionListClient = () =>
  ({
    id: "session-list",
    getAtoms: ($fetch, $store) => ({
      sessionList: createFetchingStore<{ token: string }[]>($fetch, "/list-sessions", [
        $store.signal(SESSION_LIST_SIGNAL),
      ]),
    }),
    atomListeners: [
      {
        matcher: (path) => path === "/sign-in/email" || path === "/revoke-other-sessions",
        signal: SESSION_LIST_SIGNAL,
      },
    ],
    getActions: (_$fetch, $store, options) => ({
      reloadSessionList: () => $store.notify(SESSION_LIST_SIGNAL),
      clientBasePath: () => options.basePath,
    }),
  }) satisfies AuthClientPlugin;

async function setup() {
  const env = await inProcessServer();
  const options = {
    baseURL: env.baseURL,
    basePath: "/api/auth",
    fetchOptions: { customFetchImpl: env.customFetchImpl },
    sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
    plugins: [sessionListClient()],
  };
  const client = createAuthClient<typeof env.auth, typeof options>(options);
  const $list = client.$store.atoms.sessionList;
  const listFetches = () => env.sent.filter((request) => request.url.endsWith("/list-sessions"));
  const settled = () => nextValue($list, (state) => !state.isPending && !state.isRefetching);
  const signUp = async () => {
    const user = newUser();
    await client.signUp.email(user);
    return user;
  };
  return { ...env, client, $list, listFetches, settled, signUp };
}

afterEach(() => void vi.useRealTimers());

describe("a plugin's getAtoms store (createFetchingStore)", () => {
  it("fetches its path when its first listener arrives; simultaneous subscribers share one request", async () => {
    const { $list, listFetches, settled, signUp } = await setup();
    await signUp();
    expect(listFetches()).toHaveLength(0);
    const stops = Array.from({ length: 5 }, () => $list.listen(() => {}));
    const state = await settled();
    expect(listFetches()).toHaveLength(1);
    expect(state).toMatchObject({ error: null, isPending: false, isRefetching: false });
    expect(state.data).toHaveLength(1);
    for (const stop of stops) stop();
  });

  it("refetches 10 ms after a successful call on a path its atomListener names", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, $list, listFetches, settled, signUp } = await setup();
    const user = await signUp();
    const stop = $list.listen(() => {});
    expect((await settled()).data).toHaveLength(1);

    await client.signIn.email({ email: user.email, password: user.password });
    await vi.advanceTimersByTimeAsync(9);
    expect(listFetches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(listFetches()).toHaveLength(2);
    expect((await nextValue($list, (state) => state.data?.length === 2)).error).toBeNull();

    await client.revokeOtherSessions();
    await vi.advanceTimersByTimeAsync(10);
    expect((await nextValue($list, (state) => state.data?.length === 1)).error).toBeNull();
    expect(listFetches()).toHaveLength(3);
    stop();
  });

  it("a call on a path no listener names (updateUser) does not refetch it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, $list, listFetches, settled, signUp } = await setup();
    await signUp();
    const stop = $list.listen(() => {});
    await settled();
    await client.updateUser({ name: "Renamed" });
    await vi.advanceTimersByTimeAsync(50);
    expect(listFetches()).toHaveLength(1);
    stop();
  });

  it("its own read does not set it off again, even when its listener matches every path (no refetch loop)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const env = await inProcessServer();
    const options = {
      baseURL: env.baseURL,
      fetchOptions: { customFetchImpl: env.customFetchImpl },
      sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
      plugins: [
        {
          ...sessionListClient(),
          atomListeners: [{ matcher: () => true, signal: SESSION_LIST_SIGNAL }],
        } satisfies AuthClientPlugin,
      ],
    };
    const client = createAuthClient<typeof env.auth, typeof options>(options);
    await client.signUp.email(newUser());
    await vi.advanceTimersByTimeAsync(50);
    const $list = client.$store.atoms.sessionList;
    const stop = $list.listen(() => {});
    await nextValue($list, (state) => !state.isPending);
    await vi.advanceTimersByTimeAsync(200);
    expect(env.sent.filter((request) => request.url.endsWith("/list-sessions"))).toHaveLength(1);
    await client.updateUser({ name: "Renamed" });
    await vi.advanceTimersByTimeAsync(200);
    expect(env.sent.filter((request) => request.url.endsWith("/list-sessions"))).toHaveLength(2);
    stop();
  });

  it("a 401 clears its data, like the session store's", async () => {
    const { client, $list, settled, signUp } = await setup();
    await signUp();
    const stop = $list.listen(() => {});
    expect((await settled()).data).toHaveLength(1);
    await client.signOut();
    await client.$store.atoms.sessionList.get().refetch();
    expect($list.get()).toMatchObject({ data: null, error: { status: 401 }, isPending: false });
    stop();
  });

  it("shares the session store's grace period: released 1000 ms after the last listener leaves, remounts before that reuse it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, $list, listFetches, settled, signUp } = await setup();
    await signUp();
    $list.listen(() => {})();
    await settled();
    await vi.advanceTimersByTimeAsync(999);
    const again = $list.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(listFetches()).toHaveLength(1);
    again();

    await vi.advanceTimersByTimeAsync(1000);
    // Released: its signal no longer triggers fetches…
    client.reloadSessionList();
    await vi.advanceTimersByTimeAsync(20);
    expect(listFetches()).toHaveLength(1);
    // …and the next subscriber mounts it anew.
    const third = $list.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(listFetches()).toHaveLength(2);
    third();
  });

  it("getActions receive $store and the client's options: an action that notifies the signal refetches the store", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, $list, listFetches, settled, signUp } = await setup();
    await signUp();
    const stop = $list.listen(() => {});
    await settled();
    expect(client.clientBasePath()).toBe("/api/auth");
    client.reloadSessionList();
    await vi.advanceTimersByTimeAsync(10);
    expect(listFetches()).toHaveLength(2);
    stop();
  });

  it("each client builds its own stores from getAtoms", async () => {
    const first = await setup();
    const second = await setup();
    expect(first.$list).not.toBe(second.$list);
    await first.signUp();
    const stop = first.$list.listen(() => {});
    await first.settled();
    expect(second.listFetches()).toHaveLength(0);
    stop();
  });
});
