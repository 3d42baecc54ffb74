import { serverUrls } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { freshPostgresDatabase } from "./support/fresh-postgres-database";
import { heading, signInThroughForm } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

const ADMIN_EMAIL = "admin@example.com";
const ADMIN_PASSWORD = "the admin's passphrase";
const servers = serverUrls(
  { postgres: "TOLLGATE_TEST_POSTGRES_URL" },
  "the demo's journey on PostgreSQL",
);
const describeOnPostgres = "skip" in servers ? describe.skip : describeInChromium;

/**
 * The demo as `DATABASE_URL=postgres://… pnpm demo` runs it: sign-ins that create their user
 * (verify-email's auto sign-in, a new address's emailed link) write the user and its session
 * together, and the admin's user total is the count PostgreSQL keeps.
 */
describeOnPostgres("the demo on postgres in Chromium", () => {
  const database =
    "skip" in servers ? undefined : freshPostgresDatabase(servers.postgres, "tollgate_demo_e2e");
  // Made before the demo starts and dropped after it stops (hooks run in a stack).
  beforeAll(() => database?.create());
  afterAll(() => database?.drop());
  const demo = useDemoInChromium({
    DATABASE_URL: database?.url ?? "",
    DEMO_ADMIN_EMAIL: ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });

  it("a sign-up verified by its link and a new address's link each land signed in; the admin's total follows sign-ups and a removal; a banned user's link is refused with the reason", async () => {
    if (!database) throw new Error("no database");
    const shot = createWideAndNarrowShots("postgres");
    const suffix = Date.now().toString(36);
    const ada = { name: "Ada Lovelace", email: `ada.pg.${suffix}@example.com` };
    const nia = `nia.pg.${suffix}@example.com`;
    const totalInDatabase = async () =>
      Number((await database.query<{ count: string }>('select count(*) from "user"'))[0]?.count);

    // Ada signs up; the mailed link verifies her address and signs her in.
    const adaContext = await demo.browser.newContext({ viewport: WIDE });
    const adaPage = await adaContext.newPage();
    await adaPage.goto(demo.url("/sign-up"));
    await adaPage.getByLabel("Name", { exact: true }).fill(ada.name);
    await adaPage.getByLabel("Email", { exact: true }).fill(ada.email);
    await adaPage.getByLabel("Password", { exact: true }).fill("ada's passphrase");
    await adaPage.getByRole("button", { name: "Create account" }).click();
    await heading(adaPage, "Check your email").waitFor();
    const verification = await waitForMail(demo.baseURL, { to: ada.email, subject: /verify/i });
    await adaPage.goto(verification.url);
    await heading(adaPage, "Your email is verified").waitFor();
    await adaPage.getByText(`You're signed in as ${ada.email}.`).waitFor();
    await shot(adaPage, "verified-signed-in");

    // A new address asks for a sign-in link: following it makes the account and signs in.
    const niaContext = await demo.browser.newContext({ viewport: WIDE });
    const niaPage = await niaContext.newPage();
    await niaPage.goto(demo.url("/sign-in"));
    await niaPage.getByRole("button", { name: "Email me a sign-in link instead" }).click();
    await niaPage.getByLabel("Email for a sign-in link", { exact: true }).fill(nia);
    await niaPage.getByRole("button", { name: "Email me a link", exact: true }).click();
    const link = await waitForMail(demo.baseURL, { to: nia, subject: /sign-in link/ });
    await niaPage.goto(link.url);
    await heading(niaPage, "Account settings").waitFor();
    await niaPage.getByText("Welcome! What should we call you?").waitFor();
    await shot(niaPage, "new-address-signed-in");
    await niaPage.getByLabel("Name", { exact: true }).fill("Nia Newcomer");
    await niaPage.getByRole("button", { name: "Save profile", exact: true }).click();
    await niaPage.getByText("Profile saved.").waitFor();

    // The admin's list counts the seeded admin, Ada and Nia, as the database does.
    const adminContext = await demo.browser.newContext({ viewport: WIDE });
    const admin = await adminContext.newPage();
    await admin.goto(demo.url("/sign-in"));
    await signInThroughForm(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await heading(admin, "Account settings").waitFor();
    await admin.goto(demo.url("/admin"));
    await heading(admin, "Users").waitFor();
    await admin.getByText("3 users", { exact: true }).waitFor();
    expect(await totalInDatabase()).toBe(3);
    await shot(admin, "users-total");

    // Removing Ada: the total follows.
    await admin.getByRole("link", { name: ada.name }).click();
    await heading(admin, ada.name).waitFor();
    await admin.getByRole("button", { name: "Remove user…" }).click();
    await admin.getByText(`Remove ${ada.email} for good?`).waitFor();
    await admin.getByRole("button", { name: "Yes, remove this user" }).click();
    await heading(admin, "Users").waitFor();
    await admin.getByText("2 users", { exact: true }).waitFor();
    expect(await totalInDatabase()).toBe(2);

    // Nia is banned; her next link is refused with the reason and the end of the ban.
    await admin.getByRole("link", { name: "Nia Newcomer" }).click();
    await heading(admin, "Nia Newcomer").waitFor();
    await admin.getByLabel("Reason (shown to the user)", { exact: true }).fill("Spam");
    await admin.getByLabel("For", { exact: true }).selectOption({ label: "1 day" });
    await admin.getByRole("button", { name: "Ban user", exact: true }).click();
    await admin.getByText("Ban Nia Newcomer? Every session of theirs ends now").waitFor();
    await admin.getByRole("button", { name: "Ban user", exact: true }).click();
    await admin.getByRole("button", { name: "Unban", exact: true }).waitFor();
    await niaPage.goto(demo.url("/sign-in"));
    await heading(niaPage, "Welcome back").waitFor();
    await niaPage.getByRole("button", { name: "Email me a sign-in link instead" }).click();
    await niaPage.getByLabel("Email for a sign-in link", { exact: true }).fill(nia);
    await niaPage.getByRole("button", { name: "Email me a link", exact: true }).click();
    const refused = await waitForMail(demo.baseURL, {
      to: nia,
      subject: /sign-in link/,
      notIn: new Set([link.id]),
    });
    await niaPage.goto(refused.url);
    await heading(niaPage, "You can't sign in").waitFor();
    const refusal = niaPage.getByRole("alert").filter({ hasText: "You have been banned" });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /^You have been banned from this application\. Reason: Spam\. The ban ends on .+\.$/,
    );
    await shot(niaPage, "banned-link-refused");

    await adaContext.close();
    await niaContext.close();
    await adminContext.close();
  }, 180_000);
});
