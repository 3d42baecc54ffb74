import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

export const chromiumPath = process.env.TOLLGATE_CHROMIUM ?? "/usr/bin/chromium";

/** Whether Debian's Chromium (or TOLLGATE_CHROMIUM) is there; in CI its absence is a failure. */
export function chromiumAvailable(): boolean {
  if (existsSync(chromiumPath)) return true;
  const message = `Chromium not found at ${chromiumPath}: install it (apt-get install chromium) or set TOLLGATE_CHROMIUM.`;
  if (process.env.CI === "true") throw new Error(message);
  console.warn(`[demo e2e] skipped: ${message}`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
