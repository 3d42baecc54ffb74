import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { en } from "../src/locales/en";
import { PACKAGE_CATALOGUES } from "./package-catalogues";

const PACKAGES_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** Catalogues whose messages never reach a browser as an error, so they are not translated. */
const NOT_ERRORS_A_BROWSER_SHOWS: Readonly<Record<string, string>> = {
  SCRYPT_WORKER_ERRORS: "the password-hashing worker's internal errors",
  DELETE_USER_MESSAGES: "success messages of account deletion",
  ORGANIZATION_SUCCESS_MESSAGES: "success messages of the organization plugin",
  CLI_ERROR_CODES: "the webhook verifier CLI's terminal output",
};

/**
 * The social callback's `?error=` values: codes without messages (spec §8), kept inside the
 * server (no entry exports them), so they are read from its source and held by the test below.
 */
const CALLBACK_ERRORS_SOURCE = "auth-server/src/routes/social/callback-errors.ts";
const READ_FROM_SOURCE: Readonly<Record<string, string>> = {
  CALLBACK_ERRORS: CALLBACK_ERRORS_SOURCE,
};

const CATALOGUE_EXPORT = /export const ([A-Z][A-Z0-9_]*(?:ERROR_CODES|ERRORS|MESSAGES))\s*=/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

it("lists every catalogue a package declares (a new one needs translating or a reason)", () => {
  const listed = new Set(Object.keys(PACKAGE_CATALOGUES).map((name) => name.split(" ")[1]));
  const unlisted: string[] = [];
  for (const pkg of readdirSync(PACKAGES_DIR)) {
    if (pkg === "i18n") continue;
    let files: string[];
    try {
      files = sourceFiles(join(PACKAGES_DIR, pkg, "src"));
    } catch {
      continue; // not a package with sources
    }
    for (const file of files) {
      for (const [, name = ""] of readFileSync(file, "utf8").matchAll(CATALOGUE_EXPORT)) {
        const accounted = name in NOT_ERRORS_A_BROWSER_SHOWS || name in READ_FROM_SOURCE;
        if (!listed.has(name) && !accounted) {
          unlisted.push(`${name} (${file.slice(PACKAGES_DIR.length)})`);
        }
      }
    }
  }
  expect(unlisted).toEqual([]);
});

it("translates every ?error= value the social callback redirects with", () => {
  const source = readFileSync(join(PACKAGES_DIR, CALLBACK_ERRORS_SOURCE), "utf8");
  const values = [...source.matchAll(/^\s+\w+: "([a-z_']+)",$/gm)].map(([, value = ""]) => value);
  expect(values.length).toBeGreaterThanOrEqual(10);
  const untranslated = values.filter((value) => !Object.hasOwn(en.messages, value.toUpperCase()));
  expect(untranslated).toEqual([]);
});
