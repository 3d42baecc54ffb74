import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
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
