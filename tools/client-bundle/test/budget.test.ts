// The client-bundle budget: for the same app, ours is at most a quarter of better-auth/react's
// gzipped bytes, measured on what ships: the packages' built dist, as an app installs them
// (`pnpm test` builds first). Sizes, not times: the same input always bundles to the same bytes.
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { APP_PAIRS } from "../src/app-entries";
import { browserBundle } from "../src/browser-bundle";
import { browserSafeServerFiles, isServerFile } from "../src/server-files";

const HERE = fileURLToPath(new URL("..", import.meta.url));
const BUDGET = 0.25;

let browserSafe: Set<string>;
beforeAll(async () => {
  browserSafe = await browserSafeServerFiles();
});

describe("what a browser downloads, ours (as shipped) against better-auth/react with the same plugins", () => {
  it.each(APP_PAIRS.map((pair) => [pair.name, pair] as const))("%s", async (_name, pair) => {
    const [ours, theirs, oursFromSource] = await Promise.all([
      browserBundle(pair.tollgate, HERE),
      browserBundle(pair.betterAuth, HERE),
      browserBundle(pair.tollgate, HERE, "source"),
    ]);
    const share = ours.gzipBytes / theirs.gzipBytes;
    console.info(
      `${pair.name}: ${ours.gzipBytes} B against ${theirs.gzipBytes} B gzipped (${(share * 100).toFixed(1)} %); from the sources ${oursFromSource.gzipBytes} B; loaded only when needed: ours ${ours.lazyGzipBytes} B, theirs ${theirs.lazyGzipBytes} B`,
    );
    // Both bundles hold what they claim: ours the packages' dist and no server code, theirs
    // its own client.
    expect(ours.inputs.some((input) => input.includes("/src/"))).toBe(false);
    expect(ours.inputs.filter(isServerFile).filter((input) => !browserSafe.has(input))).toEqual([]);
    expect(theirs.inputs.some((input) => input.includes("better-auth"))).toBe(true);
    expect(
      share,
      "over a quarter of better-auth/react: see tools/client-bundle/README.md",
    ).toBeLessThanOrEqual(BUDGET);
    // The shipped build tree-shakes as well as the sources (a few bytes of chunk glue aside).
    expect(ours.gzipBytes).toBeLessThanOrEqual(oursFromSource.gzipBytes * 1.02);
  });
});
