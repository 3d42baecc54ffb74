// Every plugin's `./client` entry, bundled for a browser with the core client: it carries no server
// code (only the browser-safe `access` and `errors` entries of the server), and stays within its
// byte budget as shipped (the packages' dist), so a plugin's client cannot grow or pull in its
// server side unnoticed. Which source files come in is read from the sources' module graph; the
// bytes and the server's files from the dist an app installs.
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { browserBundle } from "../src/browser-bundle";
import { CLIENT_ENTRIES, entryApp } from "../src/client-entries";
import { browserSafeServerFiles, isServerFile } from "../src/server-files";

const HERE = fileURLToPath(new URL("..", import.meta.url));
const SERVER_ONLY =
  /better-call|kysely|better-sqlite3|\/zod\/|jose|arctic|billing-types|webhook-verifier/;

let browserSafe: Set<string>;
beforeAll(async () => {
  browserSafe = await browserSafeServerFiles();
});

describe("each client plugin alone, bundled for a browser", () => {
  it.each(CLIENT_ENTRIES.map((entry) => [entry.pkg, entry] as const))(
    "%s/client",
    async (_pkg, entry) => {
      const [shipped, source] = await Promise.all([
        browserBundle(entryApp(entry), HERE),
        browserBundle(entryApp(entry), HERE, "source"),
      ]);
      expect(source.inputs.filter((input) => SERVER_ONLY.test(input))).toEqual([]);
      for (const input of source.inputs.filter((path) => path.includes("auth-server/")))
        expect(input).toMatch(/auth-server\/src\/(access|errors|client-paths)\//);
      const ownDirectory = `${entry.pkg.replace("@tollgate/", "")}/src/`;
      const own = source.inputs.filter((input) => input.includes(ownDirectory));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((input) => /\/(routes|db|webhooks|platform)\//.test(input))).toEqual([]);

      expect(shipped.inputs.filter((input) => SERVER_ONLY.test(input))).toEqual([]);
      expect(
        shipped.inputs.filter(isServerFile).filter((input) => !browserSafe.has(input)),
      ).toEqual([]);
      console.info(`${entry.pkg}/client: ${shipped.gzipBytes} B gzipped`);
      expect(shipped.gzipBytes).toBeLessThanOrEqual(Math.round(entry.measuredBytes * 1.03));
    },
  );
});
