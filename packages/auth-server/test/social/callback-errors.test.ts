import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  githubUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import {
  APP,
  authPath,
  type SocialTestAuth,
  sessionUser,
  socialSignIn,
  socialTestAuth,
} from "./support/social-flow";

const ERROR_PAGE = "http://localhost:3000/api/auth/error";

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

/** Starts a GitHub sign-in (errors to APP/oops) and answers the authorization URL. */
async function start(t: SocialTestAuth, body: Record<string, unknown> = {}) {
  const { data } = await t.json<{ url: string }>("/sign-in/social", {
    body: {
      provider: "github",
      callbackURL: `${APP}/in`,
      errorCallbackURL: `${APP}/oops`,
      ...body,
    },
  });
  return data.url;
}

const stateOf = (url: string) => new URL(url).searchParams.get("state") ?? "";

async function landing(
  t: SocialTestAuth,
  path: string,
  init: { body?: unknown; cookies?: CookieCarrier } = {},
) {
  const response = await t.request(path, init);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

describe("GET and POST /callback/:id error codes (spec §8)", () => {
  it("invalid_callback_request: parameters that are not text", async () => {
    const t = await socialTestAuth();
    const where = await landing(t, "/callback/github", { body: { state: 42, code: ["x"] } });
    expect(where.toString()).toBe(`${ERROR_PAGE}?error=invalid_callback_request`);
  });

  it("state_not_found: no state at all", async () => {
    const t = await socialTestAuth();
    const where = await landing(t, "/callback/github?code=abc");
    expect(where.toString()).toBe(`${ERROR_PAGE}?error=state_not_found`);
  });

  it("please_restart_the_process: a state nobody issued", async () => {
    const t = await socialTestAuth();
    const where = await landing(t, `/callback/github?code=abc&state=${"a".repeat(32)}`);
    expect(where.toString()).toBe(`${ERROR_PAGE}?error=please_restart_the_process`);
  });

  it("passes the provider's own error on with its description, to errorCallbackURL", async () => {
    const t = await socialTestAuth();
    const url = await start(t);
    const where = await landing(
      t,
      `/callback/github?state=${stateOf(url)}&error=access_denied&error_description=${encodeURIComponent("The user has denied your application access.")}`,
    );
    expect(`${where.origin}${where.pathname}`).toBe(`${APP}/oops`);
    expect(where.searchParams.get("error")).toBe("access_denied");
    expect(where.searchParams.get("error_description")).toBe(
      "The user has denied your application access.",
    );
  });

  it("no_code", async () => {
    const t = await socialTestAuth();
    const url = await start(t);
    const where = await landing(t, `/callback/github?state=${stateOf(url)}`);
    expect(where.toString()).toBe(`${APP}/oops?error=no_code`);
  });

  it("oauth_provider_not_found: a callback at a provider this server does not have", async () => {
    const t = await socialTestAuth();
    const url = await start(t);
    const where = await landing(t, `/callback/myspace?state=${stateOf(url)}&code=abc`);
    expect(where.toString()).toBe(`${APP}/oops?error=oauth_provider_not_found`);
  });

  it("invalid_code: the token endpoint refuses the code", async () => {
    const t = await socialTestAuth();
    const url = await start(t);
    const where = await landing(t, `/callback/github?state=${stateOf(url)}&code=forged`);
    expect(where.toString()).toBe(`${APP}/oops?error=invalid_code`);
  });

  it("unable_to_get_user_info: the profile endpoint fails", async () => {
    const t = await socialTestAuth();
    const url = await start(t);
    const back = doubles.authorize(url, githubUser("someone@example.com"));
    doubles.fail.githubUser = true;
    const where = await landing(t, authPath(back));
    expect(where.toString()).toBe(`${APP}/oops?error=unable_to_get_user_info`);
  });

  it("email_not_found: a GitHub user without any email", async () => {
    const t = await socialTestAuth();
    const url = await start(t);
    const back = doubles.authorize(url, githubUser(null));
    const where = await landing(t, authPath(back));
    expect(where.toString()).toBe(`${APP}/oops?error=email_not_found`);
  });

  it("no_callback_url: a stored state without one", async () => {
    const t = await socialTestAuth();
    const url = await start(t);
    const state = stateOf(url);
    const context = await t.auth.$context;
    const stored = await context.internalAdapter.findVerification(state);
    const value = { ...JSON.parse(stored?.value ?? "{}"), callbackURL: "" };
    await context.internalAdapter.updateRecords(
      "verification",
      [{ field: "identifier", value: state }],
      { value: JSON.stringify(value) },
    );
    const back = doubles.authorize(url, githubUser("someone@example.com"));
    const where = await landing(t, authPath(back));
    expect(where.toString()).toBe(`${APP}/oops?error=no_callback_url`);
  });

  it("without errorCallbackURL, errors go to the /error page", async () => {
    const t = await socialTestAuth();
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/in` },
    });
    const where = await landing(t, `/callback/github?state=${stateOf(data.url)}`);
    expect(where.toString()).toBe(`${ERROR_PAGE}?error=no_code`);
  });

  it("POST /callback/:id (form_post) without the state cookie is sent on as a GET, which the starting browser completes", async () => {
    const t = await socialTestAuth();
    const browser = t.newBrowser();
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/in` },
      cookies: browser,
    });
    const back = doubles.authorize(data.url, githubUser("poster@example.com"));
    const form = new URLSearchParams(back.searchParams);
    // The provider's cross-site form POST: a SameSite=Lax cookie does not come along.
    const posted = await t.auth.handler(
      new Request("http://localhost:3000/api/auth/callback/github", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
    );
    expect(posted.status).toBe(302);
    const again = new URL(posted.headers.get("location") ?? "", "http://localhost:3000");
    expect(again.pathname).toBe("/api/auth/callback/github");
    expect(Object.fromEntries(again.searchParams)).toEqual(Object.fromEntries(form));
    const completed = await t.request(`/callback/github${again.search}`, { cookies: browser });
    expect(completed.status).toBe(302);
    expect(completed.headers.get("location")).toBe(`${APP}/in`);
    expect(completed.headers.getSetCookie().join()).toContain("session_token");
  });

  it("POST /callback/:id with the state cookie signs in at once", async () => {
    const t = await socialTestAuth();
    const browser = t.newBrowser();
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/in` },
      cookies: browser,
    });
    const back = doubles.authorize(data.url, githubUser("poster2@example.com"));
    const response = await t.request("/callback/github", {
      body: Object.fromEntries(back.searchParams),
      cookies: browser,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${APP}/in`);
  });

  it("a callback opened in another browser (login CSRF) signs nobody in and leaves the flow to its own browser", async () => {
    const t = await socialTestAuth();
    const attacker = t.newBrowser();
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/in` },
      cookies: attacker,
    });
    const back = authPath(doubles.authorize(data.url, githubUser("attacker@example.com")));
    const victim = t.newBrowser();
    const refused = await t.request(back, { cookies: victim });
    expect(refused.headers.get("location")).toBe(`${ERROR_PAGE}?error=please_restart_the_process`);
    expect(refused.headers.getSetCookie().join()).not.toContain("session_token=");
    expect(await sessionUser(t, victim)).toBeNull();
    // The state was not spent: the browser that started it still completes.
    const own = await t.request(back, { cookies: attacker });
    expect(own.headers.get("location")).toBe(`${APP}/in`);
  });

  it("account.skipStateCookieCheck lets the callback complete in another browser", async () => {
    const t = await socialTestAuth({ account: { skipStateCookieCheck: true } });
    const { data } = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "github", callbackURL: `${APP}/in` },
      cookies: t.newBrowser(),
    });
    const elsewhere = t.newBrowser();
    const back = authPath(doubles.authorize(data.url, githubUser("native@example.com")));
    const response = await t.request(back, { cookies: elsewhere });
    expect(response.headers.get("location")).toBe(`${APP}/in`);
    expect((await sessionUser(t, elsewhere))?.email).toBe("native@example.com");
  });

  it("account_already_linked_to_different_user and email_does_not_match (link flow)", async () => {
    const t = await socialTestAuth();
    const owner = githubUser("owner@example.com");
    await socialSignIn(t, doubles, "github", owner);
    const { cookies } = await t.signUp({ email: "other@example.com" });
    const link = async (person: ReturnType<typeof githubUser>) => {
      const { data } = await t.json<{ url: string }>("/link-social", {
        body: { provider: "github", callbackURL: `${APP}/linked`, errorCallbackURL: `${APP}/oops` },
        cookies,
      });
      return landing(t, authPath(doubles.authorize(data.url, person)), { cookies });
    };
    expect((await link(owner)).toString()).toBe(
      `${APP}/oops?error=account_already_linked_to_different_user`,
    );
    // Better Auth 1.7's code: the reader learns why, not only that it failed.
    expect((await link(githubUser("not-other@example.com"))).toString()).toBe(
      `${APP}/oops?error=email_does_not_match`,
    );
  });
});
