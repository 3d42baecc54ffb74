import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { heading, signInThroughForm, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

const ADMIN_EMAIL = "admin@example.com";
const ADMIN_PASSWORD = "the admin's passphrase";
/** More users than one page of the table holds (20), so the pages show. */
const EXTRA_USERS = 24;

describeInChromium("demo admin journey in Chromium", () => {
  const demo = useDemoInChromium({
    DEMO_ADMIN_EMAIL: ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });

  it("the seeded admin finds a user, bans them with a reason they are shown, unbans them, impersonates them and comes back", async () => {
    const shot = createWideAndNarrowShots("admin");
    const suffix = Date.now().toString(36);
    const userEmail = `grace.${suffix}@example.com`;
    const userPassword = "grace's own password";
    const reason = "Spamming the forum";

    // Grace has an account of her own, signed up and verified in her browser.
    const userContext = await demo.browser.newContext({ viewport: WIDE });
    await signUpAndVerify(userContext, demo.baseURL, {
      name: "Grace Hopper",
      email: userEmail,
      password: userPassword,
    });

    // The seeded admin signs in and sees the Admin link, which Grace never sees.
    const adminContext = await demo.browser.newContext({ viewport: WIDE });
    const admin = await adminContext.newPage();
    await admin.goto(demo.url("/sign-in"));
    await signInThroughForm(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await heading(admin, "Account settings").waitFor();
    await createUsers(admin, demo.baseURL, suffix);

    await admin.getByRole("banner").getByRole("link", { name: "Admin area", exact: true }).click();
    await heading(admin, "Users").waitFor();
    const rows = admin.getByRole("table").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(20);
    await admin.getByText(`1–20 of ${EXTRA_USERS + 2} users · page 1 of 2`).waitFor();
    await shot(admin, "users");
    await admin.getByRole("link", { name: "Next", exact: true }).click();
    await admin
      .getByText(`21–${EXTRA_USERS + 2} of ${EXTRA_USERS + 2} users · page 2 of 2`)
      .waitFor();
    await expect.poll(() => rows.count()).toBe(EXTRA_USERS + 2 - 20);
    expect(new URL(admin.url()).search).toBe("?page=2");

    // Search by name, on the server: one row.
    await admin.getByLabel("Search", { exact: true }).fill("Grace");
    await admin.getByLabel("In", { exact: true }).selectOption("name");
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await admin.getByText("1 user", { exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await shot(admin, "users-searched");

    // Ban Grace for a day, with a reason.
    await admin.getByRole("link", { name: "Grace Hopper" }).click();
    await heading(admin, "Grace Hopper").waitFor();
    const sessions = admin.getByRole("list", { name: "The user's sessions" }).getByRole("listitem");
    await expect.poll(() => sessions.count()).toBe(1);
    await admin.getByLabel("Reason (shown to the user)", { exact: true }).fill(reason);
    await admin.getByLabel("For", { exact: true }).selectOption({ label: "1 day" });
    await shot(admin, "user-detail");
    await admin.getByRole("button", { name: "Ban user", exact: true }).click();
    // Banning asks first, like every destructive action.
    await admin.getByText("Ban Grace Hopper? Every session of theirs ends now").waitFor();
    await shot(admin, "ban-question");
    await admin.getByRole("button", { name: "Ban user", exact: true }).click();
    await admin.getByText(`Banned for “${reason}”, until`).waitFor();
    await admin.getByRole("button", { name: "Unban", exact: true }).waitFor();
    await admin.getByText("Not signed in anywhere.").waitFor();
    expect(await sessionEmail(userContext, demo.baseURL)).toBeNull();
    await shot(admin, "user-banned");

    // Grace's sign-in is refused, with the reason and the end of the ban.
    const user = await userContext.newPage();
    await user.goto(demo.url("/sign-in"));
    await signInThroughForm(user, userEmail, userPassword);
    const refusal = user.getByRole("alert").filter({ hasText: "You have been banned" });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      new RegExp(
        `^You have been banned from this application\\. Reason: ${reason}\\. The ban ends on .+\\.$`,
      ),
    );
    await shot(user, "banned-sign-in");

    // By a magic link she is told the same: the reason and the end, not only "banned".
    const asked = await userContext.request.post(demo.url("/api/auth/sign-in/magic-link"), {
      headers: { origin: demo.baseURL },
      data: { email: userEmail, callbackURL: "/account", errorCallbackURL: "/auth-error" },
    });
    expect(asked.status()).toBe(200);
    const link = await waitForMail(demo.baseURL, { to: userEmail, subject: /sign-in link/ });
    await user.goto(link.url);
    await heading(user, "You can't sign in").waitFor();
    const linkRefusal = user.getByRole("alert").filter({ hasText: "You have been banned" });
    await linkRefusal.waitFor();
    expect(await linkRefusal.textContent()).toMatch(
      new RegExp(
        `^You have been banned from this application\\. Reason: ${reason}\\. The ban ends on .+\\.$`,
      ),
    );
    await shot(user, "banned-magic-link");

    // Unbanned, she signs in; the Admin area is not hers.
    await admin.getByRole("button", { name: "Unban", exact: true }).click();
    await admin.getByRole("button", { name: "Ban user", exact: true }).waitFor();
    await user.goto(demo.url("/sign-in"));
    await signInThroughForm(user, userEmail, userPassword);
    await heading(user, "Account settings").waitFor();
    expect(
      await user.getByRole("banner").getByRole("link", { name: "Admin area", exact: true }).count(),
    ).toBe(0);
    await user.goto(demo.url("/admin"));
    await heading(user, "You're not allowed here").waitFor();
    await shot(user, "not-allowed");

    // The admin has an organization of her own; Grace has none.
    const adminOrganization = `Admins ${suffix}`;
    const made = await adminContext.request.post(demo.url("/api/auth/organization/create"), {
      headers: { origin: demo.baseURL },
      data: { name: adminOrganization, slug: `admins-${suffix}` },
    });
    expect(made.status()).toBe(200);
    const organizationMenu = admin.getByRole("banner").getByLabel("Organization", { exact: true });
    const menuText = () => organizationMenu.textContent();

    // The admin sees her session, then impersonates her: a banner on every page says so.
    await admin.reload();
    await expect.poll(menuText, { timeout: 30_000 }).toContain(adminOrganization);
    await heading(admin, "Grace Hopper").waitFor();
    await expect.poll(() => sessions.count()).toBe(1);
    await admin.getByRole("button", { name: "Impersonate Grace Hopper" }).click();
    await heading(admin, "Account settings").waitFor();
    const banner = admin.getByRole("region", { name: "Impersonation" });
    await banner.getByText("You are using Grace Hopper's account").waitFor();
    expect(await sessionEmail(adminContext, demo.baseURL)).toBe(userEmail);
    expect(
      await admin
        .getByRole("banner")
        .getByRole("link", { name: "Admin area", exact: true })
        .count(),
    ).toBe(0);
    // Regression: the header's organizations are Grace's, not the admin's, with no reload.
    await expect.poll(menuText, { timeout: 30_000 }).not.toContain(adminOrganization);
    expect(await organizationMenu.inputValue()).toBe("");
    await shot(admin, "impersonating");
    await admin.goto(demo.url("/admin"));
    await heading(admin, "You're not allowed here").waitFor();
    await banner.getByText("You are using Grace Hopper's account").waitFor();

    // Stop: back in the admin's own session, on Grace's page.
    await banner.getByRole("button", { name: "Stop impersonating" }).click();
    await heading(admin, "Grace Hopper").waitFor();
    expect(await banner.count()).toBe(0);
    expect(await sessionEmail(adminContext, demo.baseURL)).toBe(ADMIN_EMAIL);
    await admin
      .getByRole("banner")
      .getByRole("link", { name: "Admin area", exact: true })
      .waitFor();
    // ...and the admin's own again once she stops, still with no reload.
    await expect.poll(menuText, { timeout: 30_000 }).toContain(adminOrganization);
    await shot(admin, "impersonation-stopped");

    // The impersonation session is gone; Grace's own session is untouched.
    await expect.poll(() => sessions.count()).toBe(1);
    expect(await sessionEmail(userContext, demo.baseURL)).toBe(userEmail);

    await userContext.close();
    await adminContext.close();
  }, 180_000);

  it("ends a user's session, makes them an admin, sets their password and removes them", async () => {
    const suffix = Date.now().toString(36);
    const email = `linus.${suffix}@example.com`;
    const adminContext = await demo.browser.newContext({ viewport: WIDE });
    const admin = await adminContext.newPage();
    await admin.goto(demo.url("/sign-in"));
    await signInThroughForm(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await heading(admin, "Account settings").waitFor();
    const created = await admin.request.post(demo.url("/api/auth/admin/create-user"), {
      headers: { origin: demo.baseURL },
      data: { email, name: "Linus", password: "first password", data: { emailVerified: true } },
    });
    expect(created.status()).toBe(200);
    const { user } = await created.json();

    // Linus signs in elsewhere; the admin ends that session.
    const linusContext = await demo.browser.newContext();
    // Sign-in allows 3 attempts per 10 s from one address in production: a 429 waits its
    // Retry-After, as a person would, and tries again.
    const signInLinus = async (password: string) => {
      for (;;) {
        const answer = await linusContext.request.post(demo.url("/api/auth/sign-in/email"), {
          headers: { origin: demo.baseURL },
          data: { email, password },
        });
        if (answer.status() !== 429) return answer;
        await admin.waitForTimeout(Number(answer.headers()["retry-after"] ?? "10") * 1000);
      }
    };
    expect((await signInLinus("first password")).status()).toBe(200);
    await admin.goto(demo.url(`/admin/user?id=${encodeURIComponent(user.id)}`));
    await heading(admin, "Linus").waitFor();
    const sessions = admin.getByRole("list", { name: "The user's sessions" }).getByRole("listitem");
    await expect.poll(() => sessions.count()).toBe(1);
    await sessions.getByRole("button", { name: "Sign out", exact: true }).click();
    await admin.getByText("Not signed in anywhere.").waitFor();
    expect(await sessionEmail(linusContext, demo.baseURL)).toBeNull();

    // Role admin, then a new password that Linus can sign in with (the old one no longer works).
    await admin.getByLabel("This user's role", { exact: true }).selectOption("admin");
    await admin.getByRole("button", { name: "Save role", exact: true }).click();
    await admin.getByText("Role saved.").waitFor();
    await admin.locator(".user-facts .badge-admin").waitFor();
    await admin.getByLabel("New password", { exact: true }).fill("short");
    await admin.getByRole("button", { name: "Set password", exact: true }).click();
    await admin.getByText("Use at least 8 characters.").waitFor();
    await admin.getByLabel("New password", { exact: true }).fill("second password");
    await admin.getByRole("button", { name: "Set password", exact: true }).click();
    await admin.getByText("Password set.").waitFor();
    expect((await signInLinus("first password")).status()).toBe(401);
    const signedIn = await signInLinus("second password");
    expect(signedIn.status()).toBe(200);
    expect((await signedIn.json()).user.role).toBe("admin");

    // Removed after a confirmation: gone from the table.
    await admin.getByRole("button", { name: "Remove user…" }).click();
    await admin.getByText(`Remove ${email} for good?`).waitFor();
    await admin.getByRole("button", { name: "Yes, remove this user" }).click();
    await heading(admin, "Users").waitFor();
    await admin.getByLabel("Search", { exact: true }).fill(email);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await admin.getByText(`No user's email contains “${email}”.`).waitFor();
    expect(await sessionEmail(linusContext, demo.baseURL)).toBeNull();

    await linusContext.close();
    await adminContext.close();
  }, 120_000);
});

/** Users made by the admin (create-user), enough for a second page. */
async function createUsers(admin: Page, baseURL: string, suffix: string): Promise<void> {
  for (let index = 1; index <= EXTRA_USERS; index += 1) {
    const response = await admin.request.post(`${baseURL}/api/auth/admin/create-user`, {
      headers: { origin: baseURL },
      data: {
        email: `member${index}.${suffix}@example.com`,
        name: `Member ${index}`,
        password: "member password",
      },
    });
    expect(response.status()).toBe(200);
  }
}

async function sessionEmail(context: BrowserContext, baseURL: string): Promise<string | null> {
  const response = await context.request.get(`${baseURL}/api/auth/get-session`);
  const body: unknown = await response.json();
  if (body === null || typeof body !== "object" || !("user" in body)) return null;
  const { user } = body;
  return user !== null &&
    typeof user === "object" &&
    "email" in user &&
    typeof user.email === "string"
    ? user.email
    : null;
}
