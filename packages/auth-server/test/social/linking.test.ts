import type { DatabaseInput } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  githubUser,
  googleUser,
  type ProviderDoubles,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import { APP, authPath, sessionUser, socialSignIn, socialTestAuth } from "./support/social-flow";

let doubles: ProviderDoubles;
beforeAll(async () => {
  doubles = await providerDoubles();
  doubles.server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => doubles.reset());
afterAll(() => doubles.server.close());

const VICTIM = "victim@example.com";

describe.each(testDatabases())("linking rules on $name", (target) => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });

  async function authOn(options: Parameters<typeof socialTestAuth>[0] = {}) {
    const database = await target.open();
    opened.push(database);
    const input: DatabaseInput = { db: database.db, type: database.dialect };
    return socialTestAuth({ ...options, database: input });
  }

  async function markVerified(t: Awaited<ReturnType<typeof authOn>>, userId: string) {
    const context = await t.auth.$context;
    await context.internalAdapter.updateUser(userId, { emailVerified: true });
  }

  it("an attacker who registered the victim's email first (unverified) never gets the victim's provider sign-in", async () => {
    const t = await authOn();
    const attacker = await t.signUp({ email: VICTIM, password: "attacker's password" });
    const { location, cookies } = await socialSignIn(
      t,
      doubles,
      "google",
      googleUser(VICTIM, true),
      {
        errorCallbackURL: `${APP}/oops`,
      },
    );
    expect(location.toString()).toBe(`${APP}/oops?error=account_not_linked`);
    expect(await sessionUser(t, cookies)).toBeNull();
    const context = await t.auth.$context;
    const accounts = await context.internalAdapter.findAccounts(attacker.user.id);
    expect(accounts.map((account) => account.providerId)).toEqual(["credential"]);
  });

  it("a provider reporting an unverified email is not linked to a verified local user", async () => {
    const t = await authOn();
    const local = await t.signUp({ email: VICTIM });
    await markVerified(t, local.user.id);
    const { location } = await socialSignIn(t, doubles, "github", githubUser(VICTIM, false));
    expect(location.searchParams.get("error")).toBe("account_not_linked");
  });

  it("both emails verified: the provider account is linked and the user signed in", async () => {
    const t = await authOn();
    const local = await t.signUp({ email: VICTIM });
    await markVerified(t, local.user.id);
    const { location, cookies } = await socialSignIn(
      t,
      doubles,
      "github",
      githubUser(VICTIM, true),
    );
    expect(location.toString()).toBe(`${APP}/dashboard`);
    expect((await sessionUser(t, cookies))?.id).toBe(local.user.id);
    const context = await t.auth.$context;
    const providers = (await context.internalAdapter.findAccounts(local.user.id)).map(
      (account) => account.providerId,
    );
    expect(providers.sort()).toEqual(["credential", "github"]);
  });

  it("a trusted provider links even an unverified local user, and marks the email verified", async () => {
    const t = await authOn({ account: { accountLinking: { trustedProviders: ["google"] } } });
    const local = await t.signUp({ email: VICTIM });
    const { cookies } = await socialSignIn(t, doubles, "google", googleUser(VICTIM, true));
    const user = await sessionUser(t, cookies);
    expect(user?.id).toBe(local.user.id);
    expect(user?.emailVerified).toBe(true);
  });

  it("linking disabled: account not linked even when both are verified", async () => {
    const t = await authOn({ account: { accountLinking: { enabled: false } } });
    const local = await t.signUp({ email: VICTIM });
    await markVerified(t, local.user.id);
    const { location } = await socialSignIn(t, doubles, "google", googleUser(VICTIM, true));
    expect(location.searchParams.get("error")).toBe("account_not_linked");
  });

  it("disableSignUp: unknown users are refused ('signup disabled'), known ones still sign in", async () => {
    const t = await authOn({
      socialProviders: { github: { clientId: "gh-client", disableSignUp: true } },
    });
    const { location } = await socialSignIn(t, doubles, "github", githubUser("new@example.com"));
    expect(location.searchParams.get("error")).toBe("signup_disabled");
    const context = await t.auth.$context;
    expect(await context.internalAdapter.findUserByEmail("new@example.com")).toBeNull();
  });

  it("disableImplicitSignUp: a user is created only when the sign-in asks (requestSignUp)", async () => {
    const t = await authOn({
      socialProviders: {
        google: {
          clientId: "google-client.apps.googleusercontent.com",
          disableImplicitSignUp: true,
        },
      },
    });
    const person = googleUser("asked@example.com");
    const refused = await socialSignIn(t, doubles, "google", person);
    expect(refused.location.searchParams.get("error")).toBe("signup_disabled");
    const asked = await socialSignIn(t, doubles, "google", person, { requestSignUp: true });
    expect(asked.location.toString()).toBe(`${APP}/dashboard`);
  });

  it("a database hook that refuses the session (an admin ban) stops social sign-in too", async () => {
    const t = await authOn({
      databaseHooks: { session: { create: { before: () => false } } },
    });
    const { location, cookies } = await socialSignIn(
      t,
      doubles,
      "github",
      githubUser("banned@example.com"),
      {
        errorCallbackURL: `${APP}/oops`,
      },
    );
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}/oops`);
    expect(location.searchParams.get("error")).toBe("unable_to_create_session");
    expect(await sessionUser(t, cookies)).toBeNull();
  });

  it("link-social adds a provider account to the signed-in user; list-accounts shows it; unlink removes it", async () => {
    const t = await authOn();
    const { user, cookies } = await t.signUp({ email: "ada@example.com" });
    const { data } = await t.json<{ url: string; redirect: boolean }>("/link-social", {
      body: { provider: "github", callbackURL: `${APP}/settings`, scopes: ["repo"] },
      cookies,
    });
    expect(new URL(data.url).searchParams.get("scope")).toBe("read:user user:email repo");
    const back = doubles.authorize(data.url, githubUser("ada@example.com", false));
    const linked = await t.request(authPath(back), { cookies });
    expect(linked.headers.get("location")).toBe(`${APP}/settings`);
    const listed = await t.json<{ provider: string; scopes: string[] }[]>("/list-accounts", {
      cookies,
    });
    expect(listed.data.map((row) => row.provider).sort()).toEqual(["credential", "github"]);
    expect(listed.data.find((row) => row.provider === "github")?.scopes).toEqual([
      "read:user",
      "user:email",
    ]);
    const unnamed = await t.json("/unlink-account", { body: {}, cookies });
    expect(unnamed).toMatchObject({
      status: 400,
      data: { code: "VALIDATION_ERROR", field: "providerId" },
    });
    const missing = await t.json("/unlink-account", { body: { providerId: "google" }, cookies });
    expect(missing).toMatchObject({ status: 400, data: { message: "Account not found" } });
    const unlinked = await t.json("/unlink-account", { body: { providerId: "github" }, cookies });
    expect(unlinked).toMatchObject({ status: 200, data: { status: true } });
    const context = await t.auth.$context;
    expect((await context.internalAdapter.findAccounts(user.id)).map((a) => a.providerId)).toEqual([
      "credential",
    ]);
  });

  it("unlink-account refuses the last account unless allowUnlinkingAll", async () => {
    const t = await authOn();
    const { cookies } = await socialSignIn(t, doubles, "github", githubUser("solo@example.com"));
    const refused = await t.json("/unlink-account", { body: { providerId: "github" }, cookies });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ message: "You can't unlink your last account" });

    const lenient = await authOn({ account: { accountLinking: { allowUnlinkingAll: true } } });
    const solo = await socialSignIn(lenient, doubles, "github", githubUser("solo2@example.com"));
    const allowed = await lenient.json("/unlink-account", {
      body: { providerId: "github" },
      cookies: solo.cookies,
    });
    expect(allowed).toMatchObject({ status: 200, data: { status: true } });
  });
});
