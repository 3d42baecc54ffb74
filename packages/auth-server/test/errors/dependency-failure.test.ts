// Issue 38: a dependency that is unreachable or stalled answers 503 with Retry-After; a bug
// stays a 500. Told apart by the errors drivers throw (isDependencyFailure).
import type { SecondaryStorage } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  DependencyUnavailableError,
  isDependencyFailure,
} from "../../src/errors/dependency-failure";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const named = (name: string, message: string) => {
  const error = new Error(message);
  error.name = name;
  return error;
};

describe("isDependencyFailure", () => {
  it.each([
    ["connection refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["connection reset", withCode("read ECONNRESET", "ECONNRESET")],
    ["socket timeout", withCode("connect ETIMEDOUT", "ETIMEDOUT")],
    [
      "PostgreSQL admin_shutdown",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    [
      "PostgreSQL statement_timeout",
      withCode("canceling statement due to statement timeout", "57014"),
    ],
    ["PostgreSQL connection_failure", withCode("connection failure", "08006")],
    ["pg connection terminated", new Error("Connection terminated unexpectedly")],
    ["pg-pool acquire timeout", new Error("timeout exceeded when trying to connect")],
    ["pg query_timeout", new Error("Query read timeout")],
    [
      "mysql2 lost connection",
      withCode("Connection lost: The server closed the connection.", "PROTOCOL_CONNECTION_LOST"),
    ],
    ["node-redis closed client", named("ClientClosedError", "The client is closed")],
    [
      "node-redis dropped socket",
      named("SocketClosedUnexpectedlyError", "Socket closed unexpectedly"),
    ],
    ["node-redis offline", named("ClientOfflineError", "The client is offline")],
    [
      "the server's own timeout",
      new DependencyUnavailableError("secondary storage", "no answer in 2000 ms"),
    ],
    [
      "a cause chain",
      new Error("query failed", { cause: withCode("read ECONNRESET", "ECONNRESET") }),
    ],
    [
      "a failed connect to several addresses",
      new AggregateError([withCode("x", "ECONNREFUSED")], ""),
    ],
  ])("%s is a dependency failure", (_, error) => {
    expect(isDependencyFailure(error)).toBe(true);
  });

  it.each([
    ["a TypeError (a bug)", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["not an Error", "ECONNREFUSED"],
  ])("%s is not", (_, error) => {
    expect(isDependencyFailure(error)).toBe(false);
  });
});

describe("answers to a dependency failure", () => {
  const quiet = { logger: { disabled: true } };

  /** Signs up on a server whose user-creating database hook throws `error`. */
  async function signUpFailingWith(error: Error, email: string) {
    const t = await createTestAuth({
      ...quiet,
      databaseHooks: {
        user: {
          create: {
            before: () => {
              throw error;
            },
          },
        },
      },
    });
    return t.request("/sign-up/email", {
      body: { name: "N", email, password: "correct horse battery" },
    });
  }

  it("503 SERVICE_TEMPORARILY_UNAVAILABLE with Retry-After when the database connection is gone", async () => {
    const answer = await signUpFailingWith(
      new Error("Connection terminated unexpectedly"),
      "down@example.com",
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(await answer.json()).toEqual({
      code: "SERVICE_TEMPORARILY_UNAVAILABLE",
      message: "Service temporarily unavailable. Please try again later.",
    });
  });

  it("a bug stays 500 INTERNAL_SERVER_ERROR, without Retry-After", async () => {
    const answer = await signUpFailingWith(
      new TypeError("Cannot read properties of undefined"),
      "bug@example.com",
    );
    expect(answer.status).toBe(500);
    expect(answer.headers.get("retry-after")).toBeNull();
  });

  it("a storage that never answers: the session is read from the database after the storage timeout", async () => {
    const hanging: SecondaryStorage = {
      get: () => new Promise(() => undefined),
      set: () => new Promise(() => undefined),
      delete: () => new Promise(() => undefined),
    };
    const t = await createTestAuth({ ...quiet, secondaryStorage: hanging });
    const { cookies } = await t.signUp({ email: "hang@example.com", name: "Hang" });
    const started = Date.now();
    const read = await t.json<{ user: { name: string } }>("/get-session", { cookies });
    expect(read.data.user.name).toBe("Hang");
    // One storage timeout (2 s) at most: later calls fail at once while it is down.
    expect(Date.now() - started).toBeLessThan(10_000);
    const signOut = await t.request("/sign-out", { body: {}, cookies });
    expect(signOut.status).toBe(503);
  }, 30_000);
});
