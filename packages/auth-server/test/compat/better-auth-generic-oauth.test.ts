// Better Auth's own client (from npm) signing in through a genericOAuth provider of a Tollgate
// server over HTTP: the way Better Auth 1.7 apps call it (signIn.social with the providerId),
// and the /sign-in/oauth2 path that earlier genericOAuthClient versions call.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@tollgate/auth-server";
import { CookieCarrier, createTestAuth } from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { genericOAuth } from "../../src/generic-oauth";
import { DISCOVERY_URL, keycloakDouble } from "../generic-oauth/support/keycloak-double";

const realmClient = { clientId: "tollgate-app", clientSecret: "realm-secret" };
const realm = await keycloakDouble(realmClient);
// Only the realm is stood in for; the Tollgate server on 127.0.0.1 is reached for real.
beforeAll(() => realm.server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => realm.reset());
afterAll(() => realm.server.close());

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => server.close(() => resolve()));
});

const linus = { sub: "kc-linus", email: "linus@acme.example", email_verified: true, name: "Linus" };

/** A Tollgate server with the realm as a genericOAuth provider, and a browser for it. */
async function serverAndBrowser() {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo; // a TCP listener has an AddressInfo
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestAuth({
    baseURL: origin,
    plugins: [
      genericOAuth({
        config: [{ providerId: "keycloak", discoveryUrl: DISCOVERY_URL, ...realmClient }],
      }),
    ],
  });
  server.on("request", toNodeHandler(t.auth));
  const cookies = new CookieCarrier();
  const browserFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("origin", origin);
    const cookieHeader = cookies.header();
    if (cookieHeader) headers.set("cookie", cookieHeader);
    const response = await fetch(input, { ...init, headers, redirect: "manual" });
    cookies.take(response);
    return response;
  };
  const client = createAuthClient({
    baseURL: origin,
    fetchOptions: { customFetchImpl: browserFetch },
  });
  return { client, browserFetch, origin };
}

describe("Better Auth's client with a genericOAuth provider of a Tollgate server", () => {
  it("signIn.social({ provider: providerId }): the realm's URL, then the callback signs in", async () => {
    const { client, browserFetch, origin } = await serverAndBrowser();
    const { data, error } = await client.signIn.social({
      provider: "keycloak",
      callbackURL: "/dashboard",
      disableRedirect: true,
    });
    expect(error).toBeNull();
    const url = new URL(data?.url ?? "");
    expect(url.href).toMatch(
      /^https:\/\/sso\.example\/realms\/acme\/protocol\/openid-connect\/auth\?/,
    );
    expect(url.searchParams.get("redirect_uri")).toBe(`${origin}/api/auth/callback/keycloak`);

    const back = realm.authorize(url.href, linus);
    const callback = await browserFetch(back.href);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/dashboard");
    const session = await client.getSession();
    expect(session.data?.user).toMatchObject({ email: "linus@acme.example", name: "Linus" });
  });

  it("POST /sign-in/oauth2 { providerId } (earlier genericOAuthClient): url returned, callback completes", async () => {
    const { client, browserFetch } = await serverAndBrowser();
    const { data, error } = await client.$fetch<{ url: string; redirect: boolean }>(
      "/sign-in/oauth2",
      { method: "POST", body: { providerId: "keycloak", callbackURL: "/home" } },
    );
    expect(error).toBeNull();
    expect(data?.redirect).toBe(true);
    const callback = await browserFetch(realm.authorize(data?.url ?? "", linus).href);
    expect(callback.headers.get("location")).toBe("/home");
    expect((await client.getSession()).data?.user.email).toBe("linus@acme.example");
  });
});
