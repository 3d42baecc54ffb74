import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { heading, signInThroughForm, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

describeInChromium("the issue's smaller items, each in the browser", () => {
  const demo = useDemoInChromium();

  it("regression: a deep link comes back after sign-in, no failing get-active-member, whole-emoji initials, and a picture from another origin shows under the page's CSP", async () => {
    const shot = createWideAndNarrowShots("smaller-items");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada 😀",
      email: `ada.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    await signUpAndVerify(await demo.browser.newContext(), demo.baseURL, ada);

    // Signed out, /organization sends to sign-in and, once signed in, back to /organization.
    const context = await demo.browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    const failedCalls: string[] = [];
    page.on("response", (answer) => {
      if (answer.url().includes("/api/auth/") && answer.status() >= 400)
        failedCalls.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
    });
    await page.goto(demo.url("/organization"));
    await page.waitForURL((address) => address.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/organization");
    await signInThroughForm(page, ada.email, ada.password);
    await page.waitForURL((address) => address.pathname === "/organization");
    await heading(page, "Organizations").waitFor();

    // No active organization: the page asks nothing that fails (get-active-member was a 400).
    await page.waitForLoadState("networkidle");
    expect(failedCalls).toEqual([]);

    // Initials keep the emoji whole ("A😀", never "A\uFFFD").
    const initials = await page
      .getByRole("banner")
      .locator(".avatar-initials")
      .first()
      .textContent();
    expect(initials).toBe("A😀");
    await shot(page, "deep-link-and-initials");

    // A picture saved from another origin loads: the page's img-src allows http(s) addresses.
    const otherOrigin = demo.baseURL.replace("127.0.0.1", "localhost");
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto(demo.url("/account"));
    await page.getByLabel("Picture URL", { exact: true }).fill(`${otherOrigin}/favicon.svg`);
    await page.getByRole("button", { name: "Save profile", exact: true }).click();
    await page.getByText("Profile saved.").waitFor();
    const picture = page.getByRole("banner").locator(".header-user img.avatar");
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await shot(page, "picture-from-another-origin");
    await context.close();
  }, 180_000);
});
