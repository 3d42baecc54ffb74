// Node-only test helper: an in-process auth server on an in-memory SQLite database.
import { createRequire } from "node:module";
import { type Auth, createAuth } from "../create-auth";
import type { DatabaseInput } from "../db/create-kysely";
import type { AuthOptions } from "../options";
import { assertAnswerConforms } from "./answer-conformance";
import { CookieCarrier } from "./cookie-carrier";
import { fastTestPasswordHasher } from "./fast-password-hasher";

export const TEST_BASE_URL = "http://localhost:3000";
export const TEST_SECRET = "tollgate-test-secret-0123456789abcdef";

type BetterSqlite3Constructor = new (filename: string) => DatabaseInput;

/** A fresh in-memory better-sqlite3 database (better-sqlite3 is an optional peer dependency). */
export function memoryDatabase(): DatabaseInput {
  const require = createRequire(import.meta.url);
  const Database = require("better-sqlite3") as BetterSqlite3Constructor;
  return new Database(":memory:");
}

export interface TestRequestInit {
  method?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Cookies to send and to update from the answer; defaults to the instance's own carrier. */
  cookies?: CookieCarrier | null;
  /**
   * Leaves the answer unchecked against the endpoint's responseSchema: for a test whose hook
   * answers in place of the endpoint on purpose.
   */
  skipAnswerCheck?: boolean;
}

export interface TestAuth<O extends AuthOptions> {
  auth: Auth<O>;
  /** The default cookie carrier (a "browser"). */
  cookies: CookieCarrier;
  /**
   * Calls auth.handler like a browser on TEST_BASE_URL would (Origin set, cookies carried). A
   * 200 JSON answer must match its endpoint's declared responseSchema, or the call throws.
   */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** request() and the parsed JSON. */
  json<T = unknown>(
    path: string,
    init?: TestRequestInit,
  ): Promise<{ status: number; data: T; response: Response }>;
  signUp(
    user?: { email?: string; password?: string; name?: string } & Record<string, unknown>,
    cookies?: CookieCarrier,
  ): Promise<{
    user: { id: string; email: string } & Record<string, unknown>;
    cookies: CookieCarrier;
    response: Response;
  }>;
  signIn(
    credentials: { email: string; password: string; rememberMe?: boolean },
    cookies?: CookieCarrier,
  ): Promise<{ cookies: CookieCarrier; response: Response }>;
  newBrowser(): CookieCarrier;
}

let counter = 0;

/**
 * An auth instance on its own in-memory SQLite database, migrated, with browser-like helpers.
 * It hashes passwords with fastTestPasswordHasher (not scrypt) unless `emailAndPassword.password`
 * says otherwise.
 */
export async function createTestAuth<const O extends Partial<AuthOptions> = object>(
  overrides: O = {} as O,
): Promise<TestAuth<O & { database: DatabaseInput }>> {
  const options = {
    baseURL: TEST_BASE_URL,
    secret: TEST_SECRET,
    logger: { disabled: true },
    ...overrides,
    // Passwords hash in microseconds unless the test gives its own hasher (tests of hashing
    // build their server with createAuth, or pass `emailAndPassword.password`).
    emailAndPassword: {
      enabled: true,
      ...overrides.emailAndPassword,
      password: { ...fastTestPasswordHasher, ...overrides.emailAndPassword?.password },
    },
    database: overrides.database ?? memoryDatabase(),
  } as O & { database: DatabaseInput };
  const auth = createAuth(options);
  const appOrigin = new URL(String(options.baseURL ?? TEST_BASE_URL)).origin;
  await auth.migrate();
  const defaultCookies = new CookieCarrier();

  const basePath = options.basePath ?? "/api/auth";
  const request = async (path: string, init: TestRequestInit = {}) => {
    const carrier = init.cookies === undefined ? defaultCookies : init.cookies;
    const method = init.method ?? (init.body === undefined ? "GET" : "POST");
    const url = new URL(`${TEST_BASE_URL}${basePath}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    // The browser is on the app's origin: the baseURL's, when a test gives another one.
    const headers = new Headers({ origin: appOrigin, ...init.headers });
    const cookieHeader = carrier?.header();
    if (cookieHeader) headers.set("cookie", cookieHeader);
    if (init.body !== undefined) headers.set("content-type", "application/json");
    const response = await auth.handler(
      new Request(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
    carrier?.take(response);
    if (!init.skipAnswerCheck)
      await assertAnswerConforms(auth as Auth<AuthOptions>, { method, url, basePath }, response);
    return response;
  };

  const json = async <T>(path: string, init?: TestRequestInit) => {
    const response = await request(path, init);
    const text = await response.clone().text();
    return { status: response.status, data: (text ? JSON.parse(text) : null) as T, response };
  };

  return {
    auth,
    cookies: defaultCookies,
    request,
    json,
    async signUp(user = {}, cookies = new CookieCarrier()) {
      counter++;
      const body = {
        email: `user${counter}-${Date.now()}@example.com`,
        password: "correct horse battery",
        name: `User ${counter}`,
        ...user,
      };
      const response = await request("/sign-up/email", { body, cookies });
      const data = (await response.clone().json()) as {
        user: { id: string; email: string } & Record<string, unknown>;
      };
      if (!response.ok)
        throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(data)}`);
      return { user: data.user, cookies, response };
    },
    async signIn(credentials, cookies = new CookieCarrier()) {
      const response = await request("/sign-in/email", { body: credentials, cookies });
      return { cookies, response };
    },
    newBrowser: () => new CookieCarrier(),
  };
}
