import { createAuthClient } from "better-auth/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/free-port";
import { createDemoAuth } from "../server/auth";
import { readConfig } from "../server/config";
import { createDemoHttpServer } from "../server/http";
import { createLocalOidc } from "../server/local-oidc";
import { createMailer } from "../server/mail";
import { openDatabase } from "../server/open-database";
import { signInProviders } from "../server/social-sign-in";

/** A browser's cookie jar, by name. */
class Jar {
  readonly #cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      this.#cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

// The demo's server parts in-process (in-memory SQLite), with the local provider on, over HTTP.
describe("signing in through the local OpenID Connect provider, without a browser", () => {
  let baseURL = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const port = await freePort();
    const config = readConfig(
      {
        DATABASE_URL: ":memory:",
        HOST: "127.0.0.1",
        PORT: String(port),
        GITHUB_CLIENT_ID: "gh",
        GITHUB_CLIENT_SECRET: "gh",
      },
      { appRoot: "/tmp", cwd: "/tmp" },
    );
    baseURL = config.baseURL;
    const database = await openDatabase(config.database);
    const mailer = createMailer(config.mail, config.devMailbox);
    const localOidc = await createLocalOidc(config.baseURL);
    const auth = createDemoAuth(config, database.input, mailer, localOidc.clients);
    await auth.migrate();
    const { server } = createDemoHttpServer({
      auth,
      mailbox: mailer.mailbox,
      devOidc: localOidc.provider,
      signInProviders: signInProviders(config.socialProviders, localOidc.clients),
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    close = async () => {
      server.close();
      await database.close();
    };
  });

  afterAll(() => close());

  it("lists the configured providers, then the two local ones", async () => {
    const response = await fetch(`${baseURL}/api/demo/sign-in-providers`);
    expect(await response.json()).toEqual([
      { id: "github", name: "GitHub" },
      { id: "dev-oidc", name: "Local test provider" },
      { id: "dev-oidc-second", name: "Second local test provider" },
    ]);
  });

  it("sends a sign-in cancelled at the provider to errorCallbackURL with access_denied", async () => {
    const jar = new Jar();
    const start = await fetch(`${baseURL}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL },
      body: JSON.stringify({
        provider: "dev-oidc-second",
        callbackURL: "/account",
        errorCallbackURL: "/auth-error",
      }),
    });
    jar.take(start);
    const { url } = (await start.json()) as { url: string };
    const cancelled = new URLSearchParams(new URL(url).searchParams);
    cancelled.set("decision", "deny");
    const decision = await fetch(`${baseURL}/dev-oidc/authorize`, {
      method: "POST",
      body: cancelled,
      redirect: "manual",
    });
    const back = decision.headers.get("location") ?? "";
    expect(back).toContain(`${baseURL}/api/auth/callback/dev-oidc-second?error=access_denied`);
    const callback = await fetch(back, { headers: { cookie: jar.header() }, redirect: "manual" });
    const landing = new URL(callback.headers.get("location") ?? "", baseURL);
    expect(landing.pathname).toBe("/auth-error");
    expect(landing.searchParams.get("error")).toBe("access_denied");
  });

  it("signs Grace in: /sign-in/social, the provider's page, the callback, a session", async () => {
    const jar = new Jar();
    const start = await fetch(`${baseURL}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL },
      body: JSON.stringify({ provider: "dev-oidc", callbackURL: "/account" }),
    });
    expect(start.status).toBe(200);
    jar.take(start);
    const { url } = (await start.json()) as { url: string };
    const authorization = new URL(url);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(
      `${baseURL}/dev-oidc/authorize`,
    );
    expect(authorization.searchParams.get("nonce")).toBeTruthy();

    // The page's form, as the browser would post it after a click on Grace Hopper.
    const chosen = new URLSearchParams(authorization.searchParams);
    chosen.set("person", "grace");
    const decision = await fetch(`${baseURL}/dev-oidc/authorize`, {
      method: "POST",
      body: chosen,
      redirect: "manual",
    });
    expect(decision.status).toBe(302);
    const back = decision.headers.get("location") ?? "";
    expect(back).toContain(`${baseURL}/api/auth/callback/dev-oidc?code=`);

    const callback = await fetch(back, { headers: { cookie: jar.header() }, redirect: "manual" });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/account");
    jar.take(callback);
    const session = await fetch(`${baseURL}/api/auth/get-session`, {
      headers: { cookie: jar.header() },
    });
    expect(await session.json()).toMatchObject({
      user: { name: "Grace Hopper", email: "grace@dev-oidc.example", emailVerified: true },
    });
  });

  it("Better Auth's own client signs in through it: signIn.social answers the provider's URL, the callback completes", async () => {
    const jar = new Jar();
    /** A browser on the demo's origin: keeps cookies, sends its Origin, follows nothing itself. */
    const browserFetch: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("origin", baseURL);
      headers.set("cookie", jar.header());
      const response = await fetch(input, { ...init, headers, redirect: "manual" });
      jar.take(response);
      return response;
    };
    const client = createAuthClient({ baseURL, fetchOptions: { customFetchImpl: browserFetch } });
    const started = await client.signIn.social({
      provider: "dev-oidc",
      callbackURL: "/account",
      disableRedirect: true,
    });
    expect(started.error).toBeNull();
    const url = started.data && "url" in started.data ? (started.data.url ?? "") : "";
    expect(url.startsWith(`${baseURL}/dev-oidc/authorize?`)).toBe(true);

    const chosen = new URLSearchParams(new URL(url).searchParams);
    chosen.set("person", "ada");
    const decision = await fetch(`${baseURL}/dev-oidc/authorize`, {
      method: "POST",
      body: chosen,
      redirect: "manual",
    });
    const callback = await browserFetch(decision.headers.get("location") ?? "", { method: "GET" });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/account");

    const session = await client.getSession();
    expect(session.data?.user.email).toBe("ada@dev-oidc.example");
    const accounts = await client.listAccounts();
    // Spec §7 names the field `provider`; Better Auth 1.7's type says providerId.
    const providers = (accounts.data ?? []).map((account) =>
      "provider" in account ? String(account.provider) : account.providerId,
    );
    expect(providers).toEqual(["dev-oidc"]);
  });
});
