import { readFile } from "node:fs/promises";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { mailIds, waitForMail } from "./support/dev-mailbox-client";
import { heading, signInThroughForm, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

/**
 * The person's authenticator app: the code of a step later than every code it gave before, at
 * most one step ahead of now (the server takes ±1 step, and each step once).
 */
function authenticatorApp(secret: string) {
  const key = decodeBase32IgnorePadding(secret.replace(/\s/g, ""));
  const stepNow = () => Math.floor(Date.now() / 30_000);
  let lastStep = -1;
  return {
    next(): string {
      lastStep = Math.max(stepNow(), lastStep + 1);
      return generateHOTP(key, BigInt(lastStep), 6);
    },
    /** A code no step the server accepts now has: wrong for sure. */
    wrong(): string {
      const valid = [-1, 0, 1].map((offset) => generateHOTP(key, BigInt(stepNow() + offset), 6));
      let code = 0;
      while (valid.includes(String(code).padStart(6, "0"))) code += 1;
      return String(code).padStart(6, "0");
    },
  };
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign out", exact: true }).click();
  await heading(page, "Welcome back").waitFor();
}

describeInChromium("demo two-factor authentication in Chromium", () => {
  const demo = useDemoInChromium();

  it("sets up an authenticator app, signs in with its code, a backup code and a mailed code, trusts the device, and turns two-factor off", async () => {
    const shot = createWideAndNarrowShots("two-factor");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada Lovelace",
      email: `ada.2fa.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    const context = await demo.browser.newContext({ viewport: WIDE, acceptDownloads: true });
    await signUpAndVerify(context, demo.baseURL, ada);
    const page = await context.newPage();
    await page.goto(demo.url("/account"));
    await heading(page, "Account settings").waitFor();
    const section = page.getByRole("region", { name: "Two-factor authentication", exact: true });
    await section.getByText("Two-factor is off: your password alone signs you in.").waitFor();

    // Turning it on: the password, then the QR code and the key, then the app's first code.
    await section.getByRole("button", { name: "Turn on two-factor…", exact: true }).click();
    await section.getByLabel("Enter your password to continue", { exact: true }).fill(ada.password);
    await section.getByRole("button", { name: "Continue", exact: true }).click();
    await section.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const app = authenticatorApp((await section.getByTestId("totp-secret").textContent()) ?? "");
    await shot(page, "scan-the-qr-code");
    await section.getByLabel("Code from the app", { exact: true }).fill(app.next());
    await section.getByRole("button", { name: "Turn on", exact: true }).click();
    await section.getByText("Two-factor is on. Keep these backup codes somewhere safe").waitFor();
    const backupCodes = await section
      .getByRole("list", { name: "Backup codes" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(backupCodes).toHaveLength(10);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download as .txt", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("tollgate-demo-backup-codes.txt");
    const file = await readFile(await download.path(), "utf8");
    expect(file.trim().split("\n").slice(2)).toEqual(backupCodes);
    await shot(page, "backup-codes");
    await section.getByRole("button", { name: "I saved them", exact: true }).click();
    await section
      .getByText("Two-factor is on: signing in asks for a code after your password.")
      .waitFor();
    await section.getByRole("heading", { name: "Trusted devices", exact: true }).waitFor();
    await shot(page, "two-factor-on");

    // Signing in asks for the code: a wrong one is refused, the app's right one lets in.
    await signOut(page);
    await signInThroughForm(page, ada.email, ada.password);
    await heading(page, "One more step").waitFor();
    await page.getByLabel("Code", { exact: true }).fill(app.wrong());
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByText("That code is not right. Check it and try again.").waitFor();
    await shot(page, "wrong-code");
    await page.getByLabel("Code", { exact: true }).fill(app.next());
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await heading(page, "Account settings").waitFor();

    // A magic link is a first factor too: it lands on the second step; a backup code lets in.
    await signOut(page);
    await page.getByRole("button", { name: "Email me a sign-in link instead" }).click();
    await page.getByLabel("Email for a sign-in link", { exact: true }).fill(ada.email);
    await page.getByRole("button", { name: "Email me a link", exact: true }).click();
    const link = await waitForMail(demo.baseURL, { to: ada.email, subject: /sign-in link/ });
    await page.goto(link.url ?? "");
    await heading(page, "One more step").waitFor();
    expect(new URL(page.url()).pathname).toBe("/two-factor");
    await page.getByRole("button", { name: "Use a backup code instead", exact: true }).click();
    await page.getByLabel("Backup code", { exact: true }).fill(backupCodes[0] ?? "");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await heading(page, "Account settings").waitFor();

    // A code by mail, and "Trust this device": the next sign-in here skips the second step.
    await signOut(page);
    await signInThroughForm(page, ada.email, ada.password);
    await heading(page, "One more step").waitFor();
    await page.getByRole("button", { name: "Email me a code instead", exact: true }).click();
    const before = await mailIds(demo.baseURL);
    await page.getByRole("button", { name: "Email me a code", exact: true }).click();
    await page.getByText("Code sent: check your email.").waitFor();
    const mail = await waitForMail(demo.baseURL, {
      to: ada.email,
      subject: /sign-in code/,
      notIn: before,
    });
    const mailedCode = mail.text.match(/^\d{6}$/m)?.[0] ?? "";
    expect(mailedCode).toMatch(/^\d{6}$/);
    await page.getByLabel("Code", { exact: true }).fill(mailedCode);
    await page.getByLabel("Trust this device for 30 days", { exact: true }).check();
    await shot(page, "code-by-mail");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await heading(page, "Account settings").waitFor();
    await signOut(page);
    await signInThroughForm(page, ada.email, ada.password);
    await heading(page, "Account settings").waitFor();

    // Turning it off asks first, and wants the password.
    await section.getByRole("button", { name: "Turn off two-factor…", exact: true }).click();
    await section
      .getByText("Turn off two-factor? Your password alone will sign you in again")
      .waitFor();
    await section.getByLabel("Enter your password to continue", { exact: true }).fill(ada.password);
    await shot(page, "turn-off-question");
    await section.getByRole("button", { name: "Turn off two-factor", exact: true }).click();
    await section.getByText("Two-factor is off.", { exact: true }).waitFor();
    await section.getByText("Two-factor is off: your password alone signs you in.").waitFor();
    await context.close();
  }, 300_000);
});
