import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { mailIds, waitForMail } from "./support/dev-mailbox-client";
import { expectNothingOverflows, expectTitle, longEmailAddress } from "./support/page-checks";
import { createScreenshotter } from "./support/screenshots";

const PASSWORD = "correct horse battery";

/**
 * What a newcomer met in the demo (issue 24), at a desktop and at a phone width: forms that
 * flag every problem at once and let go of an error once it is fixed, pages named after their
 * screen, long addresses that wrap, an email change that says what happened, this device first
 * among the sessions, and a dev mailbox with readable times and one action per mail.
 */
describeInChromium("the demo for a newcomer, in Chromium", () => {
  const demo = useDemoInChromium();

  describe.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])("at $width px", (viewport) => {
    const shot = createScreenshotter(`${viewport.width}px`);
    let context: BrowserContext;
    let page: Page;
    const heading = (text: string) => page.getByRole("heading", { level: 1, name: text });
    const fieldError = (id: string) => page.locator(`#${id}-error`);

    beforeAll(async () => {
      context = await demo.browser.newContext({ viewport });
      page = await context.newPage();
    });

    afterAll(() => context?.close());

    it("sign-up flags every invalid field at once, each error leaves when its field is fixed, and a blank name is refused", async () => {
      await page.goto(demo.url("/sign-up"));
      await heading("Create your account").waitFor();
      await expectTitle(page, "Sign up · Tollgate Demo");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect.poll(() => fieldError("name").textContent()).toBe("Enter your name.");
      expect(await fieldError("email").textContent()).toBe("Enter your email address.");
      expect(await fieldError("password").textContent()).toBe("Use at least 8 characters.");
      expect(await fieldError("username").count()).toBe(0);
      await shot(page, "sign-up-empty");

      await page.getByLabel("Name", { exact: true }).fill("   ");
      await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
      await page.getByLabel("Password", { exact: true }).fill("short");
      expect(await fieldError("email").count()).toBe(0);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect.poll(() => fieldError("name").textContent()).toBe("Enter your name.");
      expect(await fieldError("password").textContent()).toBe("Use at least 8 characters.");
      // A 13-character password fixes the field: its error goes as it is typed, not on submit.
      await page.getByLabel("Password", { exact: true }).fill("thirteen char");
      await expect.poll(() => fieldError("password").count()).toBe(0);
      expect(await fieldError("name").textContent()).toBe("Enter your name.");
      await shot(page, "sign-up-password-fixed");
    });

    it("sign-in asks for the missing fields instead of saying they don't match", async () => {
      await page.goto(demo.url("/sign-in"));
      await heading("Welcome back").waitFor();
      await expectTitle(page, "Sign in · Tollgate Demo");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect
        .poll(() => fieldError("identifier").textContent())
        .toBe("Enter your email address or username.");
      expect(await fieldError("password").textContent()).toBe("Enter your password.");
      expect(await page.getByText("don't match an account").count()).toBe(0);
      await shot(page, "sign-in-empty");
    });

    it("a long address wraps everywhere; the profile refuses a blank name and a bad picture URL; an email change says what happened and verifies the new address", async () => {
      const email = longEmailAddress(`ada${viewport.width}`);
      expect(email).toHaveLength(85);
      await page.goto(demo.url("/sign-up"));
      await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await heading("Check your email").waitFor();
      await expectTitle(page, "Check your email · Tollgate Demo");
      await expectNothingOverflows(page);
      await shot(page, "check-email-long-address");

      const verification = await waitForMail(demo.baseURL, { to: email, subject: /verify/i });
      await page.goto(verification.url);
      await heading("Your email is verified").waitFor();
      await expectTitle(page, "Email verified · Tollgate Demo");
      await expectNothingOverflows(page);
      await shot(page, "verified-long-address");

      await page.getByRole("link", { name: "Go to your account" }).click();
      await heading("Account settings").waitFor();
      await expectTitle(page, "Account settings · Tollgate Demo");
      await expectNothingOverflows(page);
      await shot(page, "account-long-address");

      // The profile: a blank name and "not a url" are refused in words, and nothing is saved.
      const profile = page.getByRole("region", { name: "Profile" });
      await profile.getByLabel("Name", { exact: true }).fill("  ");
      await profile.getByLabel("Picture URL", { exact: true }).fill("not a url");
      await profile.getByRole("button", { name: "Save profile" }).click();
      await expect.poll(() => fieldError("profile-name").textContent()).toBe("Enter your name.");
      expect(await fieldError("profile-image").textContent()).toBe(
        "Enter a web address starting with https:// or http://, or leave it empty.",
      );
      expect(await page.getByText("Profile saved.").count()).toBe(0);
      await shot(page, "profile-refused");
      await profile.getByLabel("Name", { exact: true }).fill("Ada King");
      await profile.getByLabel("Picture URL", { exact: true }).fill("");
      await profile.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Profile saved.").waitFor();

      // Change the (verified) address: the confirmation goes to the old one.
      const newEmail = longEmailAddress(`king${viewport.width}`);
      await page.getByLabel("New email address", { exact: true }).fill(newEmail);
      await page.getByRole("button", { name: "Change email" }).click();
      await page.getByText("We sent a confirmation link to").waitFor();
      await expectNothingOverflows(page);
      const confirmation = await waitForMail(demo.baseURL, { to: email, subject: /new email/i });
      const seen = await mailIds(demo.baseURL);
      await page.goto(confirmation.url);
      await heading("Your email address is changed").waitFor();
      await expectTitle(page, "Email changed · Tollgate Demo");
      await page.getByText(`Your account now uses ${newEmail}.`).waitFor();
      await page.getByText(`Not verified yet: we sent a link to ${newEmail}.`).waitFor();
      expect(await page.getByText("Your email is verified").count()).toBe(0);
      await expectNothingOverflows(page);
      await shot(page, "email-changed");

      // The mail to the new address speaks of the change; "send the link again" sends another.
      const first = await waitForMail(demo.baseURL, {
        to: newEmail,
        subject: /^Verify your new email address$/,
        notIn: seen,
      });
      expect(first.text).toContain(`Your Tollgate Demo account now uses ${newEmail}.`);
      expect(first.text).not.toContain("setting up");
      await page.getByRole("button", { name: "Send the link again" }).click();
      await page.getByText(`Not verified yet: a new link is on its way to ${newEmail}.`).waitFor();
      const again = await waitForMail(demo.baseURL, {
        to: newEmail,
        subject: /^Verify your new email address$/,
        notIn: new Set([...seen, first.id]),
      });

      // The account page says the same, with the same button.
      await page.getByRole("link", { name: "Go to your account" }).click();
      const emailSection = page.getByRole("region", { name: "Email address" });
      await emailSection.getByText("Not verified", { exact: true }).waitFor();
      await emailSection.getByText(`we sent a link to ${newEmail}.`).waitFor();
      await emailSection.getByRole("button", { name: "Send the link again" }).waitFor();
      await expectNothingOverflows(page);
      await shot(page, "account-new-address-not-verified");

      // Following the new address's link verifies it.
      await page.goto(again.url);
      await heading("Your new email address is verified").waitFor();
      await expectTitle(page, "New email verified · Tollgate Demo");
      await expectNothingOverflows(page);
      await shot(page, "new-address-verified");
      await page.getByRole("link", { name: "Go to your account" }).click();
      await emailSection.getByText("Verified", { exact: true }).waitFor();
      expect(await emailSection.getByRole("button", { name: "Send the link again" }).count()).toBe(
        0,
      );

      // A second device signs in later: the list still shows this device first.
      const other = await demo.browser.newContext({ viewport });
      const otherPage = await other.newPage();
      await otherPage.goto(demo.url("/sign-in"));
      await otherPage.getByLabel("Email or username", { exact: true }).fill(newEmail);
      await otherPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await otherPage.getByRole("button", { name: "Sign in", exact: true }).click();
      await otherPage.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
      await other.close();
      await page.reload();
      const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
      await expect.poll(() => sessions.count()).toBe(2);
      expect(await sessions.first().textContent()).toContain("This device");
      await expectNothingOverflows(page);
      await shot(page, "sessions-this-device-first");
    });

    it("the dev mailbox shows local, relative times and one action per mail", async () => {
      await page.goto(demo.url("/dev/mail"));
      await expectTitle(page, "Dev mailbox · Tollgate Demo");
      const mails = page.locator("article");
      expect(await mails.count()).toBeGreaterThan(2);
      for (const mail of await mails.all()) {
        expect(await mail.getByRole("link").count()).toBe(1);
      }
      const time = mails.first().locator("time");
      await expect.poll(() => time.textContent()).toMatch(/(now|seconds? ago|minutes? ago) · /);
      expect(await time.textContent()).not.toMatch(/\d{4}-\d\d-\d\dT/);
      await expectNothingOverflows(page);
      await shot(page, "dev-mailbox");
    });
  });
});
