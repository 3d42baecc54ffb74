import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { screenshotDir } from "./paths";

/** Numbered full-page screenshots under test-artifacts/demo-e2e/ (NN-name.png), in order. */
export function createScreenshotter() {
  rmSync(screenshotDir, { recursive: true, force: true });
  mkdirSync(screenshotDir, { recursive: true });
  let count = 0;
  return async (page: Page, name: string): Promise<void> => {
    count += 1;
    const file = `${String(count).padStart(2, "0")}-${name}.png`;
    await page.screenshot({ path: join(screenshotDir, file), fullPage: true });
  };
}
