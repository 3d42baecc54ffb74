import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import type { DemoInChromium } from "./demo-in-chromium";
import { waitForMail } from "./dev-mailbox-client";
import { WIDE } from "./screenshots";

/** The page's main heading. */
export function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

/**
 * Signs in through the form and returns once the server answered (a refusal, e.g. a ban, too:
 * the caller waits for what the page shows next). Sign-in allows 3 attempts per 10 s from one
 * address in production; when the journey outpaces that, it waits as a person would and tries again.
 */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await heading(page, "Welcome back").waitFor();
  await page.getByLabel("Email or username", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answered = page.waitForResponse((response) =>
      response.url().endsWith("/api/auth/sign-in/email"),
    );
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    if ((await answered).status() !== 429) return;
    await page.getByText("Too many attempts in a short time.").waitFor();
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

/**
 * A person signed up and verified in a browser context of their own (signed in by the link),
 * with a page open at `path`.
 */
export async function signedUpPage(
  demo: DemoInChromium,
  account: { name: string; email: string; password: string },
  path: string,
  viewport: { width: number; height: number } = WIDE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await demo.browser.newContext({ viewport });
  await signUpAndVerify(context, demo.baseURL, account);
  const page = await context.newPage();
  await page.goto(demo.url(path));
  return { context, page };
}

/**
 * From the account page, the header's organization menu opens the form that creates one; the
 * address follows the name (`slug`). `onEmptyPage` runs on the page before anything is typed.
 */
export async function createOrganizationFromMenu(
  page: Page,
  organization: { name: string; slug: string },
  onEmptyPage?: (page: Page) => Promise<void>,
): Promise<void> {
  await heading(page, "Account settings").waitFor();
  await page
    .getByLabel("Organization", { exact: true })
    .selectOption({ label: "Create an organization…" });
  await heading(page, "Organizations").waitFor();
  await onEmptyPage?.(page);
  await page.getByLabel("Name", { exact: true }).fill(organization.name);
  await expect
    .poll(() => page.getByLabel("Address", { exact: true }).inputValue(), { timeout: 15_000 })
    .toBe(organization.slug);
  await page.getByRole("button", { name: "Create organization", exact: true }).click();
  await heading(page, organization.name).waitFor();
}

/** A link or button of the header: on a phone, through its menu button first. */
export async function openHeaderMenuIfFolded(page: Page): Promise<void> {
  // Found by what it opens, so in every language.
  const menu = page.getByRole("banner").locator('button[aria-controls="header-nav"]');
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true")
    await menu.click();
}
