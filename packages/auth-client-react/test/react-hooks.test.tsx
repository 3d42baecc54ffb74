import { act, render, screen, waitFor } from "@testing-library/react";
import { atom, type ReadableAtom } from "nanostores";
import { type ReactNode, StrictMode, Suspense, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createAuthClient, createFetchingStore, useStore } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

async function setup() {
  const env = await inProcessServer();
  const client = createAuthClient<typeof env.auth>({
    baseURL: env.baseURL,
    fetchOptions: { customFetchImpl: env.customFetchImpl },
    sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
  });
  return { ...env, client };
}

interface SessionHookOwner {
  useSession(): { data: { user: { email: string } } | null; isPending: boolean };
}

function SessionEmail({ client, id }: { client: SessionHookOwner; id: string }) {
  const { data, isPending } = client.useSession();
  return <p data-testid={id}>{isPending ? "pending" : (data?.user.email ?? "signed out")}</p>;
}

function Toggleable({
  children,
  bind,
}: {
  children: ReactNode;
  bind: (toggle: () => void) => void;
}) {
  const [shown, setShown] = useState(true);
  bind(() => setShown((value) => !value));
  return <Suspense fallback={null}>{shown ? children : null}</Suspense>;
}

function Counts({ $count, useCount }: { $count: ReadableAtom<number>; useCount: () => number }) {
  return (
    <p data-testid="n">
      {useStore($count)}/{useCount()}
    </p>
  );
}

function SessionCount({ useSessionList }: { useSessionList: () => { data: unknown[] | null } }) {
  const { data } = useSessionList();
  return <p data-testid="sessions">{data ? data.length : "none"}</p>;
}

describe("React hooks", () => {
  it("a StrictMode mount of several components makes exactly one /get-session call", async () => {
    const { client, sessionFetches } = await setup();
    render(
      <StrictMode>
        <SessionEmail client={client} id="a" />
        <SessionEmail client={client} id="b" />
        <SessionEmail client={client} id="c" />
      </StrictMode>,
    );
    expect(screen.getByTestId("a").textContent).toBe("pending");
    await waitFor(() => expect(screen.getByTestId("c").textContent).toBe("signed out"));
    expect(sessionFetches()).toHaveLength(1);
  });

  it("useSession shows the user after sign-in (signal → refetch → re-render)", async () => {
    const { client, sessionFetches } = await setup();
    render(<SessionEmail client={client} id="me" />);
    await waitFor(() => expect(screen.getByTestId("me").textContent).toBe("signed out"));
    const user = newUser();
    await act(() => client.signUp.email(user));
    await waitFor(() => expect(screen.getByTestId("me").textContent).toBe(user.email));
    expect(sessionFetches()).toHaveLength(2);
  });

  it("unmounting and remounting (a Suspense boundary re-showing) within 1000 ms fetches nothing more", async () => {
    const { client, sessionFetches } = await setup();
    let toggle: () => void = () => {};
    render(
      <Toggleable bind={(next) => (toggle = next)}>
        <SessionEmail client={client} id="x" />
      </Toggleable>,
    );
    await waitFor(() => expect(screen.getByTestId("x").textContent).toBe("signed out"));
    act(() => toggle());
    act(() => toggle());
    expect(screen.getByTestId("x").textContent).toBe("signed out");
    expect(sessionFetches()).toHaveLength(1);
  });

  it("server rendering shows the pending snapshot and fetches nothing", async () => {
    const { client, sent } = await setup();
    expect(renderToString(<SessionEmail client={client} id="ssr" />)).toContain("pending");
    expect(sent).toHaveLength(0);
  });

  it("a plugin's fetching store renders through client.use<Name>() and re-renders after its signal", async () => {
    const env = await inProcessServer();
    const client = createAuthClient({
      baseURL: env.baseURL,
      fetchOptions: { customFetchImpl: env.customFetchImpl },
      sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
      plugins: [
        {
          id: "session-list",
          getAtoms: ($fetch, $store) => ({
            sessionList: createFetchingStore<unknown[]>($fetch, "/list-sessions", [
              $store.signal("$sessionListSignal"),
            ]),
          }),
          atomListeners: [
            { matcher: (path) => path === "/sign-in/email", signal: "$sessionListSignal" },
          ],
        },
      ],
    });
    const user = newUser();
    await client.signUp.email(user);
    render(<SessionCount useSessionList={client.useSessionList} />);
    await waitFor(() => expect(screen.getByTestId("sessions").textContent).toBe("1"));
    await act(() => client.signIn.email({ email: user.email, password: user.password }));
    await waitFor(() => expect(screen.getByTestId("sessions").textContent).toBe("2"));
  });

  it("useStore follows any atom, and an atom of a plugin's getAtoms gets a use<Name> hook", async () => {
    const $count = atom(1);
    const client = createAuthClient({
      baseURL: "http://localhost:3000",
      plugins: [{ id: "counter", getAtoms: () => ({ count: $count }) }],
    });
    render(<Counts $count={$count} useCount={client.useCount} />);
    expect(screen.getByTestId("n").textContent).toBe("1/1");
    act(() => $count.set(2));
    expect(screen.getByTestId("n").textContent).toBe("2/2");
  });
});
