import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BenchPlugin, spawnServer } from "../server/spawn-server";
import type { BenchSuite } from "../types";
import { compareSides, type LoadCase, SECRET } from "./side-by-side";

/**
 * A plugin's cases side by side on SQLite: each side's server gets the plugin (the same options
 * on both, see servers/ours.mjs and better-auth.mjs) and a fresh SQLite file per round. `against`
 * names what better-auth's side runs when it is more than better-auth itself.
 */
export function pluginSuite(
  name: string,
  plugin: BenchPlugin,
  cases: LoadCase[],
  against?: string,
): BenchSuite {
  return {
    name,
    async run(ctx) {
      const dir = mkdtempSync(join(tmpdir(), `tollgate-bench-${name}-`));
      try {
        return await compareSides(
          name,
          [
            {
              async start(side, round) {
                const dbFile = join(dir, `${side}-${round}.db`);
                const server = await spawnServer(side, {
                  dbFile,
                  cookieCache: false,
                  secret: SECRET,
                  plugin,
                });
                return { server, dbFile };
              },
              cases,
            },
          ],
          ctx,
          against,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
