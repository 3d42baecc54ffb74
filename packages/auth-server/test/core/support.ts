// Shared helpers for the core endpoint suites: one fresh database per test (SQLite always,
// PostgreSQL and MySQL when their TOLLGATE_TEST_*_URL is set) and readers for Set-Cookie answers.
import type { AuthOptions } from "@tollgate/auth-server";
import {
  createTestAuth,
  type TestDatabase,
  type TestDatabaseTarget,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { afterEach } from "vitest";

/**
 * The databases the endpoint suites run on. The SQLite file variant is left to the data-layer
 * suites (it exercises storage, not endpoints); SQLite in memory always, PostgreSQL and MySQL when set.
 */
export const endpointDatabases: TestDatabaseTarget[] = testDatabases().filter(
  (target) => target.name !== "sqlite (file)",
);

export const PASSWORD = "correct horse battery";

/** Returns a factory of test auth instances on fresh databases of `target`, closed after each test. */
export function authFactory(target: TestDatabaseTarget) {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });
  return async <const O extends Partial<AuthOptions> = object>(options: O = {} as O) => {
    const database = await target.open();
    opened.push(database);
    return createTestAuth({
      ...options,
      database: { db: database.db, type: database.dialect },
    });
  };
}

export interface ParsedCookie {
  name: string;
  value: string;
  /** Attribute names lowercased → value ("" for flags). */
  attributes: Map<string, string>;
  raw: string;
}

/** Every Set-Cookie line of a response, parsed. */
export function setCookies(response: Response): ParsedCookie[] {
  return response.headers.getSetCookie().map((raw) => {
    const [pair = "", ...rest] = raw.split(";");
    const eq = pair.indexOf("=");
    const attributes = new Map<string, string>();
    for (const part of rest) {
      const [key = "", ...value] = part.trim().split("=");
      attributes.set(key.toLowerCase(), value.join("="));
    }
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes, raw };
  });
}

/** The last Set-Cookie line for `name` (what a browser keeps), or undefined. */
export function lastCookie(response: Response, name: string): ParsedCookie | undefined {
  return setCookies(response)
    .filter((cookie) => cookie.name === name)
    .at(-1);
}

export const COOKIE = {
  token: "tollgate.session_token",
  data: "tollgate.session_data",
  dontRemember: "tollgate.dont_remember",
} as const;

export const DAY = 86_400;
