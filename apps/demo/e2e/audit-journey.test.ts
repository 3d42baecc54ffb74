import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { heading, signInThroughForm, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

const ADMIN_EMAIL = "admin@example.com";
const ADMIN_PASSWORD = "the admin's passphrase";

/** The pager's "12 events" (or "1–20 of 45 events") under a list of events. */
const eventCount = (page: Page, listName: string) =>
  page
    .getByRole("list", { name: listName, exact: true })
    .locator("xpath=following-sibling::nav[1]")
    .locator("span.muted");

describeInChromium("demo audit trail in Chromium", () => {
  const demo = useDemoInChromium({
    DEMO_ADMIN_EMAIL: ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });

  it("a failed then a successful sign-in show in the user's recent security activity; the seeded admin filters the Audit page by that user and by failed outcome, and exports it", async () => {
    const shot = createWideAndNarrowShots("audit-activity");
    const suffix = Date.now().toString(36);
    const grace = {
      name: "Grace Hopper",
      email: `grace.audit.${suffix}@example.com`,
      password: "grace's passphrase",
    };
    const graceContext = await demo.browser.newContext({ viewport: WIDE });
    await signUpAndVerify(graceContext, demo.baseURL, grace);
    await graceContext.clearCookies();

    // A wrong password first, then the right one.
    const page = await graceContext.newPage();
    await page.goto(demo.url("/sign-in"));
    await heading(page, "Welcome back").waitFor();
    await page.getByLabel("Email or username", { exact: true }).fill(grace.email);
    await page.getByLabel("Password", { exact: true }).fill("not grace's passphrase");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText("That email and password don't match an account.").waitFor();
    await signInThroughForm(page, grace.email, grace.password);
    await page.goto(demo.url("/account"));
    await heading(page, "Account settings").waitFor();

    const activity = page.getByRole("list", { name: "Your security events", exact: true });
    const failed = activity.locator('[data-audit-type="sign-in"][data-audit-outcome="failure"]');
    await expect.poll(() => failed.count(), { timeout: 30_000 }).toBe(1);
    await failed.getByText("Failed sign-in", { exact: true }).waitFor();
    await failed.getByText("Failed", { exact: true }).waitFor();
    await failed.getByText("with email and password · wrong password", { exact: true }).waitFor();
    // Newest first: the successful sign-in is above the failed one.
    const newest = activity.getByRole("listitem").first();
    expect(await newest.getAttribute("data-audit-type")).toBe("sign-in");
    expect(await newest.getAttribute("data-audit-outcome")).toBe("success");
    await newest.getByText("Signed in", { exact: true }).waitFor();
    // When (relative, and exact in the reader's time zone) and the device.
    expect(await newest.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    await newest.getByText(/Chrome on Linux/).waitFor();
    const graceTotal = (await eventCount(page, "Your security events").textContent()) ?? "";
    expect(graceTotal).toMatch(/^\d+ events$/);
    await page.locator("#security-activity-title").scrollIntoViewIfNeeded();
    await shot(page, "recent-activity");

    // The seeded admin opens the Audit page from the Admin area's navigation.
    const adminContext = await demo.browser.newContext({ viewport: WIDE });
    const admin = await adminContext.newPage();
    await admin.goto(demo.url("/sign-in"));
    await signInThroughForm(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.goto(demo.url("/admin"));
    await heading(admin, "Users").waitFor();
    await admin
      .getByRole("navigation", { name: "Admin area", exact: true })
      .getByRole("link", { name: "Audit", exact: true })
      .click();
    await heading(admin, "Audit").waitFor();
    const events = admin.getByRole("list", { name: "Security events", exact: true });
    await events.getByRole("listitem").first().waitFor();
    await shot(admin, "audit-page");

    // Filtered by Grace: exactly the events she sees herself.
    await admin.getByLabel("User", { exact: true }).fill(grace.email);
    await admin.getByRole("button", { name: "Apply filters", exact: true }).click();
    await expect
      .poll(() => eventCount(admin, "Security events").textContent(), { timeout: 30_000 })
      .toBe(graceTotal);
    expect(new URL(admin.url()).searchParams.get("user")).toBe(grace.email);

    // And by failed outcome: her one wrong password.
    await admin.getByLabel("Outcome", { exact: true }).selectOption({ label: "Failed" });
    await admin.getByRole("button", { name: "Apply filters", exact: true }).click();
    await expect
      .poll(() => eventCount(admin, "Security events").textContent(), { timeout: 30_000 })
      .toBe("1 event");
    const onlyFailure = events.getByRole("listitem");
    expect(await onlyFailure.count()).toBe(1);
    expect(await onlyFailure.getAttribute("data-audit-outcome")).toBe("failure");
    await onlyFailure.getByText("with email and password · wrong password").waitFor();
    await shot(admin, "audit-filtered");

    // The export holds the same events, as JSON lines.
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Export as JSON lines", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("audit-events.jsonl");
    const lines = (await readFile(await download.path(), "utf8")).trim().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        type: "sign-in",
        outcome: "failure",
        reason: "wrong-password",
        subject: expect.any(String),
      }),
    ]);
    await graceContext.close();
    await adminContext.close();
  }, 240_000);

  it("the organization's owner sees the invitation in its security log; a plain member does not see the log", async () => {
    const shot = createWideAndNarrowShots("audit-organization");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada Lovelace",
      email: `ada.audit.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    const bo = {
      name: "Bo Peep",
      email: `bo.audit.${suffix}@example.com`,
      password: "bo's passphrase",
    };
    const organizationName = `Audited ${suffix}`;
    const adaContext = await demo.browser.newContext({ viewport: WIDE });
    const boContext = await demo.browser.newContext({ viewport: WIDE });
    await signUpAndVerify(adaContext, demo.baseURL, ada);
    await signUpAndVerify(boContext, demo.baseURL, bo);

    // Ada (signed in by her verification link) creates the organization and invites Bo.
    const created = await adaContext.request.post(`${demo.baseURL}/api/auth/organization/create`, {
      headers: { origin: demo.baseURL },
      data: { name: organizationName, slug: `audited-${suffix}` },
    });
    expect(created.status()).toBe(200);
    const adaPage = await adaContext.newPage();
    await adaPage.goto(demo.url("/organization"));
    await heading(adaPage, organizationName).waitFor();
    await adaPage.getByLabel("Email address", { exact: true }).fill(bo.email);
    await adaPage.getByRole("button", { name: "Send invitation", exact: true }).click();
    await adaPage.getByText(`Invitation sent to ${bo.email}.`).waitFor();

    // The log shows it after a reload of the page (it is read when the page opens).
    await adaPage.reload();
    const log = adaPage.getByRole("list", {
      name: "The organization's security events",
      exact: true,
    });
    const invited = log.locator('[data-audit-type="organization.invitation-sent"]');
    await expect.poll(() => invited.count(), { timeout: 30_000 }).toBe(1);
    await invited.getByText("Member invited", { exact: true }).waitFor();
    await invited.getByText(`role: Member · invited ${bo.email}`, { exact: true }).waitFor();
    await log.locator('[data-audit-type="organization.created"]').waitFor();
    await adaPage.locator("#organization-audit-title").scrollIntoViewIfNeeded();
    await shot(adaPage, "owner-log");

    // Bo joins as a plain member: his page has every member's section but not the log.
    const mail = await waitForMail(demo.baseURL, { to: bo.email, subject: /invited you/ });
    const boPage = await boContext.newPage();
    await boPage.goto(mail.url);
    await boPage.getByRole("button", { name: "Accept and join", exact: true }).click();
    await heading(boPage, organizationName).waitFor();
    await boPage.getByText("Owners and admins invite people and cancel invitations.").waitFor();
    expect(await boPage.getByRole("heading", { name: "Security log", exact: true }).count()).toBe(
      0,
    );
    await shot(boPage, "member-no-log");

    // Ada's log has Bo's joining too, once she opens the page again.
    await adaPage.reload();
    await expect
      .poll(() => log.locator('[data-audit-type="organization.invitation-accepted"]').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await adaContext.close();
    await boContext.close();
  }, 240_000);
});
