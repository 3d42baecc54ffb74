import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { heading, signedUpPage } from "./support/journey-steps";
import { expectNothingOverflows } from "./support/page-checks";
import { screenshotDir } from "./support/paths";
import { createScreenshotter, NARROW, WIDE } from "./support/screenshots";

/** What the reader sees (the viewport): the reference is far too long for a full-page shot. */
function viewportShots(series: string) {
  createScreenshotter(series);
  let count = 0;
  return async (page: Page, name: string) => {
    count += 1;
    const file = `${String(count).padStart(2, "0")}-${name}.png`;
    await page.screenshot({ path: join(screenshotDir, series, file) });
  };
}

interface Words {
  lang: "en" | "de";
  referenceLink: string;
  search: string;
  errors: RegExp;
  tryIt: string;
  send: string;
  sendPost: string;
  back: string;
  accountHeading: string;
}

const ENGLISH: Words = {
  lang: "en",
  referenceLink: "API reference",
  search: "Search endpoints and schemas",
  errors: /^Errors \(\d+\)$/,
  tryIt: "Try it",
  send: "Send GET",
  sendPost: "Send POST",
  back: "← Back to the demo",
  accountHeading: "Account settings",
};

const GERMAN: Words = {
  lang: "de",
  referenceLink: "API-Referenz",
  search: "Endpunkte und Schemas suchen",
  errors: /^Fehler \(\d+\)$/,
  tryIt: "Ausprobieren",
  send: "Senden GET",
  sendPost: "Senden POST",
  back: "← Zurück zur Demo",
  accountHeading: "Kontoeinstellungen",
};

describeInChromium("the API reference in Chromium, at 1280 and 390 px", () => {
  const demo = useDemoInChromium();

  async function journey(viewport: typeof WIDE, words: Words, series: string) {
    const shot = viewportShots(series);
    const suffix = `${Date.now().toString(36)}${words.lang}`;
    const reader = {
      name: "Grace Hopper",
      email: `grace.${suffix}@example.com`,
      password: "grace's passphrase",
    };
    const { context, page } = await signedUpPage(
      demo,
      reader,
      `/account?lang=${words.lang}`,
      viewport,
    );
    await heading(page, words.accountHeading).waitFor();

    // The app links to the reference, in the app's language.
    const link = page.getByRole("contentinfo").getByRole("link", { name: words.referenceLink });
    await link.scrollIntoViewIfNeeded();
    await shot(page, "app-footer-link");
    await link.click();
    await page.waitForURL((address) => address.pathname === "/reference");
    expect(await page.getAttribute("html", "lang")).toBe(words.lang);
    await shot(page, "reference-top");

    // Search narrows the sidebar to the endpoint; its link opens the endpoint's section.
    const search = page.getByRole("searchbox", { name: words.search });
    await search.fill("get-session");
    const sidebar = page.getByRole("navigation");
    const results = sidebar.locator("li:not([hidden])");
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.count()).toBeLessThan(4);
    await shot(page, "search");
    await sidebar.getByRole("link", { name: /\/get-session$/ }).click();
    await page.waitForURL((address) => address.hash === "#getSession");
    const section = page.locator("section#getSession");

    // Its errors, each with status, code and message; the answer's schema is defined and linked.
    const errors = section.locator("details.errors");
    expect((await errors.locator("summary").textContent())?.trim()).toMatch(words.errors);
    const rows = errors.locator("table.errors tr");
    expect(await rows.count()).toBeGreaterThan(2);
    for (const cells of await rows.locator("td").allTextContents()) expect(cells).not.toBe("");
    await section.getByRole("link", { name: "Session", exact: true }).first().waitFor();
    await errors.scrollIntoViewIfNeeded();
    await shot(page, "errors");

    // Try it: get-session with the reader's own session answers their user.
    await section.getByText(words.tryIt, { exact: true }).click();
    await section.getByRole("button", { name: words.send }).click();
    const output = section.locator("output");
    await expect.poll(() => output.getAttribute("data-status"), { timeout: 30_000 }).toBe("200");
    expect(await output.textContent()).toContain(reader.email);
    await output.scrollIntoViewIfNeeded();
    await expectNothingOverflows(page);
    await shot(page, "try-get-session");

    // The schema the answer names, defined on the page.
    await section.getByRole("link", { name: "Session", exact: true }).first().click();
    await page.waitForURL((address) => address.hash === "#schema-Session");
    await page.locator("section#schema-Session").getByText("token", { exact: true }).waitFor();
    await shot(page, "schema-session");

    // A POST with a body goes through too: the page's origin is the server's own.
    await search.fill("update-user");
    await sidebar.getByRole("link", { name: /^POST ?\/update-user$/ }).click();
    const update = page.locator("section#updateUser");
    await update.getByText(words.tryIt, { exact: true }).click();
    await update.getByRole("textbox", { name: /JSON/ }).fill('{ "name": "Grace B. Hopper" }');
    await update.getByRole("button", { name: words.sendPost }).click();
    await expect
      .poll(() => update.locator("output").getAttribute("data-status"), { timeout: 30_000 })
      .toBe("200");
    await update.locator("output").scrollIntoViewIfNeeded();
    await shot(page, "try-update-user");

    // Back to the app, which shows the name changed from the reference.

    await page.getByRole("link", { name: words.back }).click();
    await heading(page, words.accountHeading).waitFor();
    await page.locator('[title="Grace B. Hopper"]').waitFor({ state: "attached" });
    await shot(page, "back-in-app");
    await context.close();
  }

  it("at 1280 px in English: from the app's link, search, errors, Try it with the session, back", async () => {
    await journey(WIDE, ENGLISH, "reference-1280");
  }, 300_000);

  it("at 390 px in German: the same journey, the page's words in the app's language", async () => {
    await journey(NARROW, GERMAN, "reference-390");
  }, 300_000);
});
