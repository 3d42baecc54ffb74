// Every plugin's `./client` entry, bundled for a browser with the core client: it carries no server
// code (only the browser-safe `access` and `errors` entries of the server), and stays within its
// byte budget, so a plugin's client cannot grow or pull in its server side unnoticed.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { browserBundle } from "../src/browser-bundle";
import { CLIENT_ENTRIES, entryApp } from "../src/client-entries";

const HERE = fileURLToPath(new URL("..", import.meta.url));
const SERVER_ONLY =
  /better-call|kysely|better-sqlite3|\/zod\/|jose|arctic|billing-types|webhook-verifier/;

describe("each client plugin alone, bundled for a browser", () => {
  it.each(CLIENT_ENTRIES.map((entry) => [entry.pkg, entry] as const))(
    "%s/client",
    async (_pkg, entry) => {
      const { gzipBytes, inputs } = await browserBundle(entryApp(entry), HERE);
      expect(inputs.filter((input) => SERVER_ONLY.test(input))).toEqual([]);
      for (const input of inputs.filter((path) => path.includes("auth-server/")))
        expect(input).toMatch(/auth-server\/src\/(access|errors)\//);
      const ownDirectory = `${entry.pkg.replace("@tollgate/", "")}/src/`;
      const own = inputs.filter((input) => input.includes(ownDirectory));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((input) => /\/(routes|db|webhooks|platform)\//.test(input))).toEqual([]);
      expect(gzipBytes).toBeLessThanOrEqual(Math.round(entry.measuredBytes * 1.03));
    },
  );
});
