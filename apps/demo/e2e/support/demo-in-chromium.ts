import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { chromiumAvailable, launchChromium } from "./chromium";
import { type DemoProcess, startDemoServer } from "./demo-process";

/** `describe`, skipped (or failed in CI) where there is no Chromium to run it in. */
export const describeInChromium = describe.skipIf(!chromiumAvailable());

export interface DemoInChromium {
  readonly browser: Browser;
  /** The demo's origin, e.g. http://127.0.0.1:41234. */
  readonly baseURL: string;
  /** The server process (its output, for failures that need it). */
  readonly server: DemoProcess;
  /** An address on the demo: `url("/account")`. */
  url(path: string): string;
}

/**
 * One demo server (fresh database; `env` adds to its environment, e.g. DEV_PLATFORM) and one
 * Chromium for the describe block it is called in: both start before its first test and stop
 * after its last. Read its fields inside tests (`demo.browser`), not where the block is declared.
 * `hostname: "localhost"` where the journey needs a domain (passkeys), not 127.0.0.1.
 */
export function useDemoInChromium(
  env: Record<string, string> = {},
  options: { hostname?: "127.0.0.1" | "localhost" } = {},
): DemoInChromium {
  let demo: DemoProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [demo, browser] = await Promise.all([startDemoServer(env, options.hostname), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error("useDemoInChromium: read it inside a test, after beforeAll ran.");
    return value;
  };
  return {
    get server() {
      return started(demo);
    },
    get baseURL() {
      return started(demo).baseURL;
    },
    get browser() {
      return started(browser);
    },
    url: (path) => `${started(demo).baseURL}${path}`,
  };
}
