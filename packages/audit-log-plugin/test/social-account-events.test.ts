// GitHub and Google at the network edge: the core's msw doubles, public in its testing entry.
import {
  type CookieCarrier,
  GITHUB_CLIENT,
  GOOGLE_CLIENT,
  githubUser,
  googleUser,
  type ProviderDoubles,
  providerDoubles,
  TEST_BASE_URL,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AuditEventRow } from "../src/schema";
import {
  type AuditServer,
  auditServerOn,
  eventsOf,
  PASSWORD,
  payloadOf,
  storedEvents,
  uniqueEmail,
} from "./support/audit-server";

const APP = "https://app.example";
const AUTH_PREFIX = `${TEST_BASE_URL}/api/auth`;

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

const accountEvents = (rows: AuditEventRow[]) =>
  rows.filter((row) => row.type === "account.linked" || row.type === "account.unlinked");

/** The provider's redirect back, followed to /callback/:id with the browser's cookies. */
async function followBack(t: AuditServer, back: URL, cookies: CookieCarrier): Promise<URL> {
  const text = back.toString();
  if (!text.startsWith(AUTH_PREFIX)) throw new Error(`not an auth URL: ${text}`);
  const response = await t.request(text.slice(AUTH_PREFIX.length), { cookies });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location)
    throw new Error(`callback answered ${response.status}: ${await response.text()}`);
  return new URL(location, TEST_BASE_URL);
}

/** POST /link-social for the signed-in browser, the visit to the provider, and the callback. */
async function linkSocial(
  t: AuditServer,
  cookies: CookieCarrier,
  provider: "github" | "google",
  person: Parameters<ProviderDoubles["authorize"]>[1],
): Promise<URL> {
  const start = await t.json<{ url: string }>("/link-social", {
    body: { provider, callbackURL: `${APP}/settings`, errorCallbackURL: `${APP}/oops` },
    cookies,
  });
  expect(start.status).toBe(200);
  return followBack(t, doubles.authorize(start.data.url, person), cookies);
}

describe.each(testDatabases())("social account link and unlink events ($name)", (target) => {
  const server = auditServerOn(
    target,
    {},
    {
      trustedOrigins: [APP],
      socialProviders: { github: GITHUB_CLIENT, google: GOOGLE_CLIENT },
    },
  );

  it("link-social records account.linked once by the signed-in user; linking it again records nothing", async () => {
    const t = server();
    const email = uniqueEmail("linker");
    const { user, cookies } = await t.signUp({ email, password: PASSWORD });
    const person = githubUser(email);

    expect((await linkSocial(t, cookies, "github", person)).toString()).toBe(`${APP}/settings`);
    // The same provider account again: its tokens are refreshed, nothing new is linked.
    expect((await linkSocial(t, cookies, "github", person)).toString()).toBe(`${APP}/settings`);

    const linked = accountEvents(await eventsOf(t, user.id));
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({
      type: "account.linked",
      actorType: "user",
      actorId: user.id,
      subjectId: user.id,
      outcome: "success",
    });
    expect(payloadOf(linked[0] as AuditEventRow)).toEqual({ providerId: "github" });
  });

  it("a refused link (another email, or an account linked to someone else) records no event", async () => {
    const t = server();
    const owner = await t.signUp({ email: uniqueEmail("owner"), password: PASSWORD });
    const taken = githubUser(owner.user.email);
    await linkSocial(t, owner.cookies, "github", taken);
    const other = await t.signUp({ email: uniqueEmail("other"), password: PASSWORD });

    const differentEmail = await linkSocial(
      t,
      other.cookies,
      "google",
      googleUser("x@example.org"),
    );
    expect(differentEmail.searchParams.get("error")).toBe("email_does_not_match");
    const someoneElses = await linkSocial(t, other.cookies, "github", taken);
    expect(someoneElses.searchParams.get("error")).toBe("account_already_linked_to_different_user");

    expect(accountEvents(await eventsOf(t, other.user.id))).toEqual([]);
    expect(accountEvents(await eventsOf(t, owner.user.id))).toHaveLength(1);
  });

  it("a social sign-in that links a verified user's account records account.linked once, then sign-in", async () => {
    const t = server();
    const email = uniqueEmail("verified");
    const { user } = await t.signUp({ email, password: PASSWORD });
    const context = await t.auth.$context;
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });

    const browser = t.newBrowser();
    const start = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: "google", callbackURL: `${APP}/dashboard` },
      cookies: browser,
    });
    expect(start.status).toBe(200);
    const landed = await followBack(
      t,
      doubles.authorize(start.data.url, googleUser(email)),
      browser,
    );
    expect(landed.toString()).toBe(`${APP}/dashboard`);

    const rows = (await eventsOf(t, user.id)).filter((row) => row.type !== "sign-up");
    expect(rows.map((row) => [row.type, row.outcome, payloadOf(row)])).toEqual([
      ["account.linked", "success", { providerId: "google" }],
      ["sign-in", "success", { method: "google" }],
    ]);
    // Nobody was signed in yet when the account was linked: the system acted, on this user.
    expect(rows[0]).toMatchObject({ actorType: "system", actorId: null, subjectId: user.id });
  });

  it("unlink-account records account.unlinked once by the user; a refused unlink records nothing", async () => {
    const t = server();
    const email = uniqueEmail("unlinker");
    const { user, cookies } = await t.signUp({ email, password: PASSWORD });
    await linkSocial(t, cookies, "github", githubUser(email));

    const missing = await t.json("/unlink-account", { body: { providerId: "google" }, cookies });
    expect(missing.status).toBe(400);
    const unlinked = await t.json("/unlink-account", { body: { providerId: "github" }, cookies });
    expect(unlinked).toMatchObject({ status: 200, data: { status: true } });
    const last = await t.json("/unlink-account", { body: { providerId: "credential" }, cookies });
    expect(last.status).toBe(400);

    const rows = accountEvents(await eventsOf(t, user.id));
    expect(rows.map((row) => row.type)).toEqual(["account.linked", "account.unlinked"]);
    expect(rows[1]).toMatchObject({
      actorType: "user",
      actorId: user.id,
      subjectId: user.id,
      outcome: "success",
      path: "/unlink-account",
    });
    expect(payloadOf(rows[1] as AuditEventRow)).toEqual({ providerId: "github" });
    // No provider token reached the trail.
    expect(JSON.stringify(await storedEvents(t))).not.toMatch(/access-|refresh-/);
  });
});
