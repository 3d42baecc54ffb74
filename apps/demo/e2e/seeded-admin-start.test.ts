import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

const ADMIN_EMAIL = "first.admin@example.com";

describeInChromium("the demo started with the README's admin variables", () => {
  const demo = useDemoInChromium({
    DEMO_ADMIN_EMAIL: ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD: "the admin's passphrase",
    DEV_PLATFORM: "1",
  });

  it("regression: the seeded admin's payments customer is made once the stand-in listens, with no error trace", async () => {
    const output = demo.server.output();
    expect(output).toContain(`admin:    ${ADMIN_EMAIL} (created)`);
    expect(output).not.toContain("Payments platform unavailable");
    expect(output).not.toMatch(/^\s+at /m);

    // The stand-in's console shows the customer it was asked to make for the administrator.
    const shot = createWideAndNarrowShots("start");
    const page = await (await demo.browser.newContext({ viewport: WIDE })).newPage();
    await page.goto(`${demo.baseURL}/dev-platform/console`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText("customer.created").count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await shot(page, "stand-in-console-after-start");
  }, 120_000);
});
