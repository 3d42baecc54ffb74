import { describe, expect, it } from "vitest";
import { createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

async function setup() {
  const env = await inProcessServer();
  const client = createAuthClient<typeof env.auth>({
    baseURL: env.baseURL,
    fetchOptions: { customFetchImpl: env.customFetchImpl },
    sessionOptions: { crossTabSync: false },
  });
  return { ...env, client };
}

describe("typed proxy against the in-process server", () => {
  it("signUp.email POSTs to /api/auth/sign-up/email with credentials, then getSession GETs the new session", async () => {
    const { client, sent } = await setup();
    const user = newUser();
    const signedUp = await client.signUp.email(user);
    expect(signedUp.error).toBeNull();
    expect(signedUp.data?.user.email).toBe(user.email);
    expect(sent[0]).toMatchObject({
      url: "http://localhost:3000/api/auth/sign-up/email",
      method: "POST",
      credentials: "include",
    });
    expect(JSON.parse(sent[0]?.body ?? "{}")).toEqual(user);

    const session = await client.getSession();
    expect(sent[1]).toMatchObject({
      url: "http://localhost:3000/api/auth/get-session",
      method: "GET",
      credentials: "include",
      body: null,
    });
    expect(session.data?.user.email).toBe(user.email);
    expect(session.data?.user.createdAt).toBeInstanceOf(Date);
  });

  it("passes { query } as a query string", async () => {
    const { client, sent } = await setup();
    await client.getSession({ query: { disableCookieCache: true } });
    expect(sent[0]?.url).toBe("http://localhost:3000/api/auth/get-session?disableCookieCache=true");
  });

  it("listSessions GETs /list-sessions; signOut and revokeOtherSessions POST `{}` (the core's declared pathMethods)", async () => {
    const { client, sent } = await setup();
    await client.signUp.email(newUser());
    const sessions = await client.listSessions();
    expect(sent.at(-1)).toMatchObject({
      url: expect.stringMatching(/\/list-sessions$/),
      method: "GET",
    });
    expect(sessions.data).toHaveLength(1);

    const others = await client.revokeOtherSessions();
    expect(sent.at(-1)).toMatchObject({ method: "POST", body: "{}" });
    expect(others.data).toEqual({ status: true });

    const signedOut = await client.signOut();
    expect(sent.at(-1)).toMatchObject({
      url: expect.stringMatching(/\/sign-out$/),
      method: "POST",
    });
    expect(signedOut.data).toEqual({ success: true });
    expect((await client.getSession()).data).toBeNull();
  });

  it("merges client and per-call headers and calls every hook in order", async () => {
    const seen: string[] = [];
    const env = await inProcessServer();
    const client = createAuthClient<typeof env.auth>({
      baseURL: env.baseURL,
      fetchOptions: {
        headers: { "x-client": "1" },
        customFetchImpl: (url, init) => {
          seen.push(
            `fetch ${new Headers(init.headers).get("x-client")} ${new Headers(init.headers).get("x-call")}`,
          );
          return env.customFetchImpl(url, init);
        },
        onRequest: () => void seen.push("client onRequest"),
        onSuccess: () => void seen.push("client onSuccess"),
        onError: () => void seen.push("client onError"),
      },
    });
    await client.getSession(undefined, {
      headers: { "x-call": "2" },
      onRequest: () => void seen.push("call onRequest"),
      onResponse: ({ response }) => void seen.push(`call onResponse ${response.status}`),
      onSuccess: ({ data }) => void seen.push(`call onSuccess ${JSON.stringify(data)}`),
    });
    expect(seen).toEqual([
      "client onRequest",
      "call onRequest",
      "fetch 1 2",
      "call onResponse 200",
      "client onSuccess",
      "call onSuccess null",
    ]);
    await client.signIn.email(
      { email: "nobody@example.com", password: "wrong password" },
      {
        onError: ({ error }) => void seen.push(`call onError ${error.status}`),
      },
    );
    expect(seen.slice(-2)).toEqual(["client onError", "call onError 401"]);
  });

  it("fetchOptions inside the first argument apply to that call", async () => {
    const { client, sent } = await setup();
    let status = 0;
    await client.getSession({
      fetchOptions: {
        onResponse: ({ response }) => {
          status = response.status;
        },
      },
    });
    expect(status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it("a plugin's pathMethods override the method, getActions add methods that use $fetch, errorCodes reach $ERROR_CODES", async () => {
    const env = await inProcessServer();
    const client = createAuthClient({
      baseURL: env.baseURL,
      fetchOptions: { customFetchImpl: env.customFetchImpl },
      plugins: [
        {
          id: "probe",
          pathMethods: { "/ok": "POST" },
          getActions: ($fetch) => ({ ping: () => $fetch("/ok") }),
          errorCodes: { PROBE_FAILED: "probe failed" },
        },
      ],
    });
    expect(client.$ERROR_CODES).toEqual({ PROBE_FAILED: "probe failed" });
    await client.$fetch("/ok", { method: "POST" });
    expect(env.sent.at(-1)).toMatchObject({
      url: "http://localhost:3000/api/auth/ok",
      method: "POST",
    });
    await client.ping();
    expect(env.sent.at(-1)).toMatchObject({
      url: "http://localhost:3000/api/auth/ok",
      method: "GET",
    });
  });

  it("a nested camelCase chain becomes kebab-case path segments", async () => {
    const env = await inProcessServer();
    const client = createAuthClient({
      baseURL: env.baseURL,
      fetchOptions: { customFetchImpl: env.customFetchImpl },
    });
    const dynamic: Record<string, unknown> = client.$store;
    expect(dynamic).toHaveProperty("atoms");
    const result = await client.$fetch("/organization/get-invitation", { query: { id: "x" } });
    expect(env.sent.at(-1)?.url).toBe(
      "http://localhost:3000/api/auth/organization/get-invitation?id=x",
    );
    expect(result.error?.status).toBe(404);
  });

  it("awaiting the client does not call a path (then is not a route)", async () => {
    const { client, sent } = await setup();
    expect(Reflect.get(client, "then")).toBeUndefined();
    expect(sent).toHaveLength(0);
  });
});
