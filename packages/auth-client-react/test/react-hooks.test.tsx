import { act, render, screen, waitFor } from "@testing-library/react";
import { atom } from "nanostores";
import { StrictMode, Suspense, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createAuthClient, useStore } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

async function setup() {
  const env = await inProcessServer();
  const client = createAuthClient<typeof env.auth>({
    baseURL: env.baseURL,
    fetchOptions: { customFetchImpl: env.customFetchImpl },
    sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
  });
  function Who({ id }: { id: string }) {
    const { data, isPending } = client.useSession();
    return <p data-testid={id}>{isPending ? "pending" : (data?.user.email ?? "signed out")}</p>;
  }
  return { ...env, client, Who };
}

describe("React hooks", () => {
  it("a StrictMode mount of several components makes exactly one /get-session call", async () => {
    const { Who, sessionFetches } = await setup();
    render(
      <StrictMode>
        <Who id="a" />
        <Who id="b" />
        <Who id="c" />
      </StrictMode>,
    );
    expect(screen.getByTestId("a").textContent).toBe("pending");
    await waitFor(() => expect(screen.getByTestId("c").textContent).toBe("signed out"));
    expect(sessionFetches()).toHaveLength(1);
  });

  it("useSession shows the user after sign-in (signal → refetch → re-render)", async () => {
    const { Who, client, sessionFetches } = await setup();
    render(<Who id="me" />);
    await waitFor(() => expect(screen.getByTestId("me").textContent).toBe("signed out"));
    const user = newUser();
    await act(() => client.signUp.email(user));
    await waitFor(() => expect(screen.getByTestId("me").textContent).toBe(user.email));
    expect(sessionFetches()).toHaveLength(2);
  });

  it("unmounting and remounting (a Suspense boundary re-showing) within 1000 ms fetches nothing more", async () => {
    const { Who, sessionFetches } = await setup();
    let toggle: () => void = () => {};
    function Toggle() {
      const [shown, setShown] = useState(true);
      toggle = () => setShown((value) => !value);
      return <Suspense fallback={null}>{shown ? <Who id="x" /> : null}</Suspense>;
    }
    render(<Toggle />);
    await waitFor(() => expect(screen.getByTestId("x").textContent).toBe("signed out"));
    act(() => toggle());
    act(() => toggle());
    expect(screen.getByTestId("x").textContent).toBe("signed out");
    expect(sessionFetches()).toHaveLength(1);
  });

  it("server rendering shows the pending snapshot and fetches nothing", async () => {
    const { Who, sent } = await setup();
    expect(renderToString(<Who id="ssr" />)).toContain("pending");
    expect(sent).toHaveLength(0);
  });

  it("useStore follows any atom, and a plugin atom gets a use<Name> hook", async () => {
    const $count = atom(1);
    const client = createAuthClient({
      baseURL: "http://localhost:3000",
      plugins: [{ id: "counter", atoms: { count: $count } }],
    });
    function Counts() {
      return (
        <p data-testid="n">
          {useStore($count)}/{client.useCount()}
        </p>
      );
    }
    render(<Counts />);
    expect(screen.getByTestId("n").textContent).toBe("1/1");
    act(() => $count.set(2));
    expect(screen.getByTestId("n").textContent).toBe("2/2");
  });
});
