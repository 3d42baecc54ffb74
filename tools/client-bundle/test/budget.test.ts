// The client-bundle budget: for the same app, ours is at most a quarter of better-auth/react's
// gzipped bytes. Sizes, not times: the same input always bundles to the same bytes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { APP_PAIRS } from "../src/app-entries";
import { browserBundle } from "../src/browser-bundle";

const HERE = fileURLToPath(new URL("..", import.meta.url));
const BUDGET = 0.25;

describe("what a browser downloads, ours against better-auth/react with the same plugins", () => {
  it.each(APP_PAIRS.map((pair) => [pair.name, pair] as const))("%s", async (_name, pair) => {
    const [ours, theirs] = await Promise.all([
      browserBundle(pair.tollgate, HERE),
      browserBundle(pair.betterAuth, HERE),
    ]);
    const share = ours.gzipBytes / theirs.gzipBytes;
    console.info(
      `${pair.name}: ${ours.gzipBytes} B against ${theirs.gzipBytes} B gzipped (${(share * 100).toFixed(1)} %)`,
    );
    // Both bundles hold what they claim: ours no server code, theirs its own client.
    expect(ours.inputs.some((input) => /better-call|kysely|better-sqlite3/.test(input))).toBe(
      false,
    );
    expect(theirs.inputs.some((input) => input.includes("better-auth"))).toBe(true);
    expect(share).toBeLessThanOrEqual(BUDGET);
  });
});
