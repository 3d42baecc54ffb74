import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, launchChromium } from "./support/chromium";
import { type DemoProcess, startDemoServer } from "./support/demo-process";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

const runInBrowser = chromiumAvailable();
const ADMIN_EMAIL = "first.admin@example.com";

describe.skipIf(!runInBrowser)("the demo started with the README's admin variables", () => {
  let demo: DemoProcess;
  let browser: Browser;

  beforeAll(async () => {
    [demo, browser] = await Promise.all([
      startDemoServer({
        DEMO_ADMIN_EMAIL: ADMIN_EMAIL,
        DEMO_ADMIN_PASSWORD: "the admin's passphrase",
        DEV_PLATFORM: "1",
      }),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  it("regression: the seeded admin's payments customer is made once the stand-in listens, with no error trace", async () => {
    const output = demo.output();
    expect(output).toContain(`admin:    ${ADMIN_EMAIL} (created)`);
    expect(output).not.toContain("Payments platform unavailable");
    expect(output).not.toMatch(/^\s+at /m);

    // The stand-in's console shows the customer it was asked to make for the administrator.
    const shot = createWideAndNarrowShots("start");
    const page = await (await browser.newContext({ viewport: WIDE })).newPage();
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
