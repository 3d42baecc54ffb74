// Better Auth's own client (from npm) runs social sign-in against a Tollgate server over HTTP:
// signIn.social answers the provider's URL, and the callback completes the sign-in.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@tollgate/auth-server";
import { CookieCarrier, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  githubUser,
  googleUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import { socialTestAuth } from "./support/social-flow";

let doubles: ProviderDoubles;
const servers: Server[] = [];
beforeAll(async () => {
  doubles = await providerDoubles();
  // The Tollgate server itself is reached over real HTTP; only the providers are doubles.
  doubles.server.listen({ onUnhandledRequest: "bypass" });
});
afterEach(async () => {
  doubles.reset();
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => doubles.server.close());

/** A fetch that behaves like a browser on the app's origin: it keeps cookies and sends Origin. */
function browserFetch(cookies: CookieCarrier): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("origin", TEST_BASE_URL);
    const cookieHeader = cookies.header();
    if (cookieHeader) headers.set("cookie", cookieHeader);
    const response = await fetch(input, { ...init, headers, redirect: "manual" });
    cookies.take(response);
    return response;
  };
}

async function serverAndClient() {
  const t = await socialTestAuth();
  const server = createServer(toNodeHandler(t.auth));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo; // a TCP listener has an AddressInfo
  const origin = `http://127.0.0.1:${port}`;
  const cookies = new CookieCarrier();
  const fetchLikeBrowser = browserFetch(cookies);
  const client = createAuthClient({
    baseURL: origin,
    fetchOptions: { customFetchImpl: fetchLikeBrowser },
  });
  /** The browser following the provider's redirect back to this server's callback. */
  const visit = (back: URL) =>
    fetchLikeBrowser(`${origin}${back.pathname}${back.search}`, { method: "GET" });
  return { client, visit };
}

describe("Better Auth's client: social sign-in against a Tollgate server", () => {
  it("signIn.social answers GitHub's URL; the callback signs in; linkSocial, listAccounts, unlinkAccount work", async () => {
    const { client, visit } = await serverAndClient();
    const started = await client.signIn.social({ provider: "github", callbackURL: "/dashboard" });
    expect(started.error).toBeNull();
    expect(started.data).toMatchObject({ redirect: true });
    const url = started.data && "url" in started.data ? started.data.url : undefined;
    expect(url).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);

    const landing = await visit(doubles.authorize(url ?? "", githubUser("ba-social@example.com")));
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/dashboard");
    const session = await client.getSession();
    expect(session.data?.user.email).toBe("ba-social@example.com");

    const linking = await client.linkSocial({ provider: "google", callbackURL: "/settings" });
    expect(linking.error).toBeNull();
    const linkURL = linking.data?.url ?? "";
    const linked = await visit(doubles.authorize(linkURL, googleUser("ba-social@example.com")));
    expect(linked.headers.get("location")).toBe("/settings");

    // Spec §7 names the field `provider` (Better Auth 1.7 says providerId).
    const accounts = await client.listAccounts();
    const byProvider = new Map(
      (accounts.data ?? []).map((account) => [
        "provider" in account ? String(account.provider) : account.providerId,
        account,
      ]),
    );
    expect([...byProvider.keys()].sort()).toEqual(["github", "google"]);
    // Better Auth 1.7's client names an account by its record id.
    const unlinked = await client.unlinkAccount({ accountId: byProvider.get("google")?.id ?? "" });
    expect(unlinked.data).toMatchObject({ status: true });
    const token = await client.getAccessToken({ accountId: byProvider.get("github")?.id ?? "" });
    expect(token.data?.accessToken).toMatch(/^access-/);
    const refreshed = await client.refreshToken({ accountId: byProvider.get("github")?.id ?? "" });
    expect(refreshed.data?.accessToken).not.toBe(token.data?.accessToken);
  });

  it("signIn.social with an idToken signs in at once", async () => {
    const { client } = await serverAndClient();
    const idToken = await doubles.googleIdToken(googleUser("ba-onetap@example.com"), {
      nonce: "ba-nonce",
    });
    const result = await client.signIn.social({
      provider: "google",
      idToken: { token: idToken, nonce: "ba-nonce" },
    });
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      redirect: false,
      user: { email: "ba-onetap@example.com" },
    });
    expect((await client.getSession()).data?.user.email).toBe("ba-onetap@example.com");
  });
});
