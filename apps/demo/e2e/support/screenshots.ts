import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expectNothingOverflows } from "./page-checks";
import { screenshotDir } from "./paths";

/**
 * Numbered full-page screenshots of one series, in order:
 * test-artifacts/demo-e2e/<series>/NN-name.png (the series' folder is emptied first).
 */
export function createScreenshotter(series: string) {
  const folder = join(screenshotDir, series);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  let count = 0;
  return async (page: Page, name: string): Promise<void> => {
    count += 1;
    const file = `${String(count).padStart(2, "0")}-${name}.png`;
    await page.screenshot({ path: join(folder, file), fullPage: true });
  };
}

/** The two widths every journey is looked at in. */
export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 390, height: 844 };

/**
 * A screenshot of the page at 1280 px and at 390 px (`NN-name-1280.png`, `NN-name-390.png`),
 * checking at 390 px that nothing scrolls sideways; the page is left at 1280 px.
 */
export function createWideAndNarrowShots(series: string) {
  const shotAt = createScreenshotter(series);
  return async (page: Page, name: string): Promise<void> => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await shotAt(page, `${name}-1280`);
    await page.setViewportSize(NARROW);
    await expectNothingOverflows(page);
    await shotAt(page, `${name}-390`);
    await page.setViewportSize(WIDE);
  };
}
