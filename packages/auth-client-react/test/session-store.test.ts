import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";
import { nextValue } from "./support/next-value";

type Env = Awaited<ReturnType<typeof inProcessServer>>;

async function setup(
  options: { refetchOnWindowFocus?: boolean; crossTabSync?: boolean } = {},
  env?: Env,
) {
  const server = env ?? (await inProcessServer());
  /** Network edge: the next get-session answers this status instead of reaching the server. */
  let injectStatus: number | null = null;
  const client = createAuthClient<typeof server.auth>({
    baseURL: server.baseURL,
    fetchOptions: {
      customFetchImpl: async (url, init) => {
        if (injectStatus && url.includes("/get-session")) {
          const status = injectStatus;
          injectStatus = null;
          server.sent.push({ url, method: "GET", credentials: init.credentials, body: null });
          return Response.json({ code: "X", message: "injected" }, { status });
        }
        return server.customFetchImpl(url, init);
      },
    },
    sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false, ...options },
  });
  const settled = () =>
    nextValue(client.$session, (state) => !state.isPending && !state.isRefetching);
  /** Signs a new user up and waits for the session signal that sign-up schedules. */
  const signUpAndSignal = async () => {
    const signalled = new Promise<void>((resolve) => {
      const stop = client.$store.listen("$sessionSignal", () => {
        stop();
        resolve();
      });
    });
    await client.signUp.email(newUser());
    await signalled;
  };
  const inject = (status: number) => {
    injectStatus = status;
  };
  return { ...server, client, settled, inject, signUpAndSignal };
}

afterEach(() => void vi.useRealTimers());

describe("session store", () => {
  it("N simultaneous subscribers share one /get-session request", async () => {
    const { client, sessionFetches, settled } = await setup();
    const stops = Array.from({ length: 8 }, () => client.$session.listen(() => {}));
    const state = await settled();
    expect(sessionFetches()).toHaveLength(1);
    expect(state).toMatchObject({ data: null, error: null, isPending: false });
    await Promise.all([state.refetch(), state.refetch(), state.refetch()]);
    expect(sessionFetches()).toHaveLength(2);
    for (const stop of stops) stop();
  });

  it("a session-changing call toggles the signal 10 ms later and the store refetches", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, sessionFetches, settled } = await setup();
    const stop = client.$session.listen(() => {});
    await settled();
    expect(sessionFetches()).toHaveLength(1);
    const user = newUser();
    await client.signUp.email(user);
    await vi.advanceTimersByTimeAsync(9);
    expect(sessionFetches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sessionFetches()).toHaveLength(2);
    const state = await nextValue(client.$session, (value) => value.data !== null);
    expect(state.data?.user.email).toBe(user.email);

    await client.signOut();
    await vi.advanceTimersByTimeAsync(10);
    expect((await nextValue(client.$session, (value) => value.data === null)).error).toBeNull();
    expect(sessionFetches()).toHaveLength(3);
    stop();
  });

  it("a non-session call (listSessions) does not refetch", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, sessionFetches, settled } = await setup();
    const stop = client.$session.listen(() => {});
    await settled();
    await client.listSessions();
    await vi.advanceTimersByTimeAsync(50);
    expect(sessionFetches()).toHaveLength(1);
    stop();
  });

  it("a 401 clears the session; another error keeps the last data and sets error", async () => {
    const { client, settled, inject, signUpAndSignal } = await setup();
    await signUpAndSignal();
    const stop = client.$session.listen(() => {});
    expect((await settled()).data).not.toBeNull();

    inject(500);
    await client.$session.get().refetch();
    expect(client.$session.get()).toMatchObject({ error: { status: 500 }, isPending: false });
    expect(client.$session.get().data).not.toBeNull();

    inject(401);
    await client.$session.get().refetch();
    expect(client.$session.get()).toMatchObject({ data: null, error: { status: 401 } });
    stop();
  });

  it("isRefetching is true (and data kept) while a later fetch runs", async () => {
    const { client, settled, signUpAndSignal } = await setup();
    await signUpAndSignal();
    const stop = client.$session.listen(() => {});
    await settled();
    const refetching = client.$session.get().refetch();
    expect(client.$session.get()).toMatchObject({ isRefetching: true, isPending: false });
    expect(client.$session.get().data).not.toBeNull();
    await refetching;
    expect(client.$session.get().isRefetching).toBe(false);
    stop();
  });

  it("the subscription is released 1000 ms after the last listener leaves; remounts before that reuse it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, sessionFetches, settled } = await setup();
    client.$session.listen(() => {})();
    await settled();
    expect(sessionFetches()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(999);
    const again = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionFetches()).toHaveLength(1);
    again();

    await vi.advanceTimersByTimeAsync(1000);
    // Released: the session signal no longer triggers fetches…
    client.$store.notify("$sessionSignal");
    await vi.advanceTimersByTimeAsync(20);
    expect(sessionFetches()).toHaveLength(1);
    // …and the next subscriber mounts it anew.
    const third = client.$session.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionFetches()).toHaveLength(2);
    third();
  });

  it("the 1000 ms count restarts at each departure (regression: an earlier departure's timer released it sooner)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, sessionFetches, settled } = await setup();
    client.$session.listen(() => {})();
    await settled();
    await vi.advanceTimersByTimeAsync(500);
    client.$session.listen(() => {})();
    // 1100 ms after the first departure, 600 ms after the last: still mounted.
    await vi.advanceTimersByTimeAsync(600);
    client.$store.notify("$sessionSignal");
    await vi.advanceTimersByTimeAsync(20);
    expect(sessionFetches()).toHaveLength(2);
  });

  it("refetch() with no listener fetches once and leaves the store unmounted (regression: reading it mounted it)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { client, sessionFetches } = await setup();
    await client.$session.value?.refetch();
    expect(sessionFetches()).toHaveLength(1);
    expect(client.$session.value).toMatchObject({ isPending: false, data: null });
    // Not mounted: the session signal does not refetch.
    client.$store.notify("$sessionSignal");
    await vi.advanceTimersByTimeAsync(20);
    expect(sessionFetches()).toHaveLength(1);
  });

  it("refetches when the page becomes visible, at most once per throttle window", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { client, sessionFetches, settled } = await setup({ refetchOnWindowFocus: true });
    const stop = client.$session.listen(() => {});
    await settled();
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionFetches()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 5000);
    document.dispatchEvent(new Event("visibilitychange"));
    await settled();
    expect(sessionFetches()).toHaveLength(2);
    stop();
  });

  it("another tab's sign-in reaches this tab through BroadcastChannel", async () => {
    const env = await inProcessServer();
    const thisTab = await setup({ crossTabSync: true }, env);
    const otherTab = await setup({ crossTabSync: true }, env);
    const stop = thisTab.client.$session.listen(() => {});
    expect((await thisTab.settled()).data).toBeNull();
    const user = newUser();
    await otherTab.client.signUp.email(user);
    const state = await nextValue(thisTab.client.$session, (value) => value.data !== null);
    expect(state.data?.user.email).toBe(user.email);
    stop();
  });

  it("two clients never share a session store", async () => {
    const first = await setup();
    const second = await setup();
    expect(first.client.$session).not.toBe(second.client.$session);
    const stop = first.client.$session.listen(() => {});
    await first.settled();
    expect(second.sessionFetches()).toHaveLength(0);
    expect(second.client.$session.get().isPending).toBe(true);
    stop();
  });
});
