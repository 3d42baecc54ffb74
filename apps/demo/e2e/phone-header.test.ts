import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { heading, signInThroughForm } from "./support/journey-steps";
import { expectNothingOverflows } from "./support/page-checks";
import { createScreenshotter, NARROW, WIDE } from "./support/screenshots";

const ADMIN_EMAIL = "header.admin@example.com";
const ADMIN_PASSWORD = "the admin's passphrase";

/** The header's height: one row is under 90 px (72 at 1280 px); two rows are over 110. */
async function headerHeight(page: Page): Promise<number> {
  return (await page.getByRole("banner").boundingBox())?.height ?? 0;
}

describeInChromium("the header at 1280 and 390 px", () => {
  const demo = useDemoInChromium({
    DEMO_ADMIN_EMAIL: ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DEV_PLATFORM: "1",
  });

  it("regression: an admin's phone header is one row with a menu button; the menu holds Pricing, the whole organization menu, Admin area, the account and Sign out", async () => {
    const shot = createScreenshotter("header");
    const page = await (await demo.browser.newContext({ viewport: WIDE })).newPage();
    await page.goto(`${demo.baseURL}/sign-in`);
    await signInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await heading(page, "Account settings").waitFor();
    const header = page.getByRole("banner");
    const menuButton = header.getByRole("button", { name: "Menu" });
    const organizationMenu = header.getByLabel("Organization", { exact: true });

    // Wide: every link in the row, no menu button.
    await header.getByRole("link", { name: "Admin area", exact: true }).waitFor();
    expect(await menuButton.isVisible()).toBe(false);
    expect(await headerHeight(page)).toBeLessThan(90);
    await shot(page, "admin-1280");

    // Phone: one row, the brand and the menu button; the links are folded away.
    await page.setViewportSize(NARROW);
    await menuButton.waitFor();
    expect(await headerHeight(page)).toBeLessThan(90);
    expect(await organizationMenu.isVisible()).toBe(false);
    await expectNothingOverflows(page);
    await shot(page, "admin-390-closed");

    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    for (const link of ["Pricing", "Admin area"])
      await header.getByRole("link", { name: link, exact: true }).waitFor();
    await header.getByRole("button", { name: "Sign out", exact: true }).waitFor();
    // The organization menu is the panel's width, its text whole (not "No orga▾").
    const select = await organizationMenu.evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      cut: element.scrollWidth > element.clientWidth,
    }));
    expect(select.width).toBeGreaterThan(300);
    expect(select.cut).toBe(false);
    await expectNothingOverflows(page);
    await shot(page, "admin-390-open");

    // Going somewhere closes the menu.
    await header.getByRole("link", { name: "Admin area", exact: true }).click();
    await heading(page, "Users").waitFor();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await organizationMenu.isVisible()).toBe(false);
    await shot(page, "admin-area-390");
  }, 180_000);
});
