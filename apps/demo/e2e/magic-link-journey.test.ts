import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { heading } from "./support/journey-steps";
import { expectNothingOverflows } from "./support/page-checks";
import { createScreenshotter } from "./support/screenshots";

describeInChromium("demo magic-link and API-key journey in Chromium", () => {
  const demo = useDemoInChromium();

  it("a newcomer asks for a sign-in link, opens it from the mailbox and is signed in (the link works once), then makes an API key a script signs in with, and revokes it", async () => {
    const shot = createScreenshotter("magic-link");
    const email = `link.${Date.now().toString(36)}@example.com`;
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${demo.baseURL}/sign-in`);
    await heading(page, "Welcome back").waitFor();
    await page.getByRole("button", { name: "Email me a sign-in link instead" }).click();
    await page.getByLabel("Email for a sign-in link", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Email me a link", exact: true }).click();
    await page.getByText(`If ${email} has an account or may open one`).waitFor();
    await shot(page, "sent-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNothingOverflows(page);
    await shot(page, "sent-390");

    const mail = await waitForMail(demo.baseURL, { to: email, subject: /sign-in link/ });
    await page.goto(mail.url);
    await heading(page, "Account settings").waitFor();
    // A first magic-link sign-in made the account without a name: the page asks for one.
    const askName = page.getByText("Welcome! What should we call you?");
    await askName.waitFor();
    await shot(page, "signed-in-390");
    await page.getByLabel("Name", { exact: true }).fill("Newcomer Nia");
    await page.getByRole("button", { name: "Save profile", exact: true }).click();
    await page.getByText("Profile saved.").waitFor();
    await expect.poll(() => askName.count()).toBe(0);
    const session = await context.request.get(`${demo.baseURL}/api/auth/get-session`);
    expect(
      ((await session.json()) as { user: { email: string; emailVerified: boolean } }).user,
    ).toMatchObject({
      email,
      emailVerified: true,
    });

    // On the account page the newcomer makes an API key, a script uses it, and it is revoked.
    await page.getByLabel("Key name", { exact: true }).fill("Deploy script");
    await page.getByRole("button", { name: "Create key", exact: true }).click();
    const shown = page.getByTestId("new-api-key");
    await shown.waitFor();
    const key = (await shown.textContent()) ?? "";
    expect(key).toMatch(/^[A-Za-z]{64}$/);
    await page.locator('[data-api-key-name="Deploy script"]').waitFor();
    await page.getByRole("heading", { name: "API keys" }).scrollIntoViewIfNeeded();
    await expectNothingOverflows(page);
    await shot(page, "api-key-390");
    const script = await fetch(`${demo.baseURL}/api/auth/get-session`, {
      headers: { "x-api-key": key },
    });
    expect(((await script.json()) as { user: { email: string } }).user.email).toBe(email);
    await page
      .locator('[data-api-key-name="Deploy script"]')
      .getByRole("button", { name: "Revoke" })
      .click();
    // Revoking asks first; "Keep it" keeps the key, the red button revokes it.
    await page.getByText("Revoke the key Deploy script?").waitFor();
    await shot(page, "api-key-revoke-question-390");
    await page.getByRole("button", { name: "Keep it", exact: true }).click();
    await page
      .locator('[data-api-key-name="Deploy script"]')
      .getByRole("button", { name: "Revoke" })
      .click();
    await page
      .locator('[data-api-key-name="Deploy script"]')
      .getByRole("button", { name: "Revoke", exact: true })
      .click();
    await page.getByText("No keys yet.").waitFor();
    const revoked = await fetch(`${demo.baseURL}/api/auth/get-session`, {
      headers: { "x-api-key": key },
    });
    expect(revoked.status).toBe(401);

    const again = await demo.browser.newPage();
    await again.goto(mail.url);
    await heading(again, "Something went wrong").waitFor();
    await again.getByText("This link is invalid, already used or expired.").waitFor();
    await context.close();
  }, 120_000);
});
