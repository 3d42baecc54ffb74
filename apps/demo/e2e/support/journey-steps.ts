import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForMail } from "./dev-mailbox-client";

/** The page's main heading. */
export function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

/**
 * Signs in through the form. Sign-in allows 3 attempts per 10 s from one address in production;
 * when the journey outpaces that, it waits as a person would and tries again.
 */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await heading(page, "Welcome back").waitFor();
  await page.getByLabel("Email or username", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const outcome = await Promise.race([
      page
        .getByText("Too many attempts in a short time.")
        .waitFor()
        .then(() => "limited" as const),
      page.waitForURL((address) => address.pathname !== "/sign-in").then(() => "left" as const),
    ]);
    if (outcome !== "limited") return;
    await page.waitForTimeout(10_000);
  }
  throw new Error(`Signing in as ${email} stayed rate-limited`);
}

/** Signs up over HTTP and follows the mailed link, both from the person's own browser. */
export async function signUpAndVerify(
  context: BrowserContext,
  baseURL: string,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: { origin: baseURL },
    data: account,
  });
  expect(response.status()).toBe(200);
  const mail = await waitForMail(baseURL, { to: account.email, subject: /verify/i });
  const verified = await context.request.get(mail.url, { maxRedirects: 0 });
  expect(verified.status()).toBeLessThan(400);
}

/** A link or button of the header: on a phone, through its menu button first. */
export async function openHeaderMenuIfFolded(page: Page): Promise<void> {
  // Found by what it opens, so in every language.
  const menu = page.getByRole("banner").locator('button[aria-controls="header-nav"]');
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true")
    await menu.click();
}
