import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { mailIds, waitForMail } from "./support/dev-mailbox-client";
import { openHeaderMenuIfFolded } from "./support/journey-steps";
import { createScreenshotter } from "./support/screenshots";

describeInChromium("demo account journey in Chromium", () => {
  const demo = useDemoInChromium();

  it("signs up, verifies, signs in, changes and resets the password, revokes a session and deletes the account", async () => {
    const shot = createScreenshotter("journey");
    const suffix = Date.now().toString(36);
    const email = `ada.${suffix}@example.com`;
    const username = `ada_${suffix}`;
    const firstPassword = "correct horse battery";
    const changedPassword = "staple horse battery";
    const resetPassword = "a brand new passphrase";

    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const heading = (text: string) => page.getByRole("heading", { level: 1, name: text });

    // Sign up, with a username whose availability is checked while typing.
    await page.goto(demo.url("/sign-up"));
    await expect.poll(() => heading("Create your account").isVisible()).toBe(true);
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Username (optional)", { exact: true }).fill(username);
    await page.getByText("✓ Available").waitFor();
    await page.getByLabel("Password", { exact: true }).fill(firstPassword);
    await shot(page, "sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    await heading("Check your email").waitFor();
    await shot(page, "check-your-email");

    // The verification link from the dev mailbox verifies and signs in.
    const verification = await waitForMail(demo.baseURL, { to: email, subject: /verify/i });
    expect(verification.url).toContain("/api/auth/verify-email?token=");
    await page.goto(verification.url);
    await heading("Your email is verified").waitFor();
    await page.getByText(`You're signed in as ${email}.`).waitFor();
    await shot(page, "email-verified");
    await page.getByRole("link", { name: "Go to your account" }).click();
    await heading("Account settings").waitFor();
    await page.getByText("Verified", { exact: true }).waitFor();
    await shot(page, "account-settings");

    // Sign out, then sign in by username.
    await signOut(page);
    await shot(page, "sign-in");
    await signIn(page, username, firstPassword);
    await heading("Account settings").waitFor();

    // Change the password; a wrong current password is explained next to its field.
    await page.getByLabel("Current password", { exact: true }).fill("not my password");
    await page.getByLabel("New password", { exact: true }).fill(changedPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("That password isn't correct.").waitFor();
    await shot(page, "change-password-wrong-current");
    await page.getByLabel("Current password", { exact: true }).fill(firstPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed. Your other devices were signed out.").waitFor();
    await shot(page, "password-changed");

    // Forgot password → reset through the mailed link → sign in with the new one.
    await signOut(page);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await heading("Reset your password").waitFor();
    const seen = await mailIds(demo.baseURL);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("a reset link is on its way").waitFor();
    await shot(page, "forgot-password-sent");
    const reset = await waitForMail(demo.baseURL, { to: email, subject: /reset/i, notIn: seen });
    await page.goto(reset.url);
    await heading("Choose a new password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/reset-password");
    await page.getByLabel("New password", { exact: true }).fill(resetPassword);
    await page.getByLabel("Repeat the new password", { exact: true }).fill(resetPassword);
    await shot(page, "reset-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await heading("Password changed").waitFor();
    await page.getByRole("link", { name: "Sign in" }).last().click();
    await signIn(page, email, resetPassword);
    await heading("Account settings").waitFor();

    // A second browser signs in too; the first revokes it, and the second is signed out.
    const otherContext = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await otherContext.newPage();
    await other.goto(demo.url("/sign-in"));
    await signIn(other, email, resetPassword);
    await other.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
    await page.reload();
    const sessionItems = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
    await expect.poll(() => sessionItems.count()).toBe(2);
    await page.getByText("This device").waitFor();
    // The second browser signed in later, so the server lists it first; this device leads anyway.
    await expect.poll(() => sessionItems.first().textContent()).toContain("This device");
    await shot(page, "two-sessions");
    await sessionItems
      .filter({ hasNotText: "This device" })
      .getByRole("button", { name: "Sign out" })
      .click();
    await expect.poll(() => sessionItems.count()).toBe(1);
    await shot(page, "other-session-revoked");
    const otherSession = await other.request.get(demo.url("/api/auth/get-session"));
    expect(await otherSession.json()).toBeNull();
    await other.reload();
    await other.getByRole("heading", { level: 1, name: "Welcome back" }).waitFor();
    await shot(other, "second-browser-signed-out");
    await otherContext.close();

    // Delete the account, confirmed through the mailed link.
    await page.getByRole("button", { name: "Delete account…" }).click();
    await page.getByLabel("Enter your password to confirm", { exact: true }).fill(resetPassword);
    await shot(page, "delete-account-confirm");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("we sent a confirmation link to").waitFor();
    await shot(page, "delete-account-mailed");
    const deletion = await waitForMail(demo.baseURL, { to: email, subject: /delet/i });
    expect(deletion.url).toContain("/api/auth/delete-user/callback?token=");
    await page.goto(deletion.url);
    await heading("Your account is deleted").waitFor();
    await shot(page, "account-deleted");

    // Signing in now fails, in words.
    await page.goto(demo.url("/sign-in"));
    await signIn(page, username, resetPassword);
    await page.getByText("That username and password don't match an account.").waitFor();
    await shot(page, "sign-in-after-deletion-fails");
    await context.close();
  }, 120_000);

  it("shows the auth error page for an error code", async () => {
    const page = await demo.browser.newPage();
    await page.goto(`${demo.baseURL}/auth-error?error=please_restart_the_process`);
    await page.getByRole("heading", { level: 1, name: "Something went wrong" }).waitFor();
    await page.getByText("The sign-in took too long or was interrupted.").waitFor();
    await page.close();
  });
});

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Welcome back" }).waitFor();
  await page.getByLabel("Email or username", { exact: true }).fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await openHeaderMenuIfFolded(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("heading", { level: 1, name: "Welcome back" }).waitFor();
}
