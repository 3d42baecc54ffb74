import {
  type AuthPlugin,
  createAuth,
  createAuthEndpoint,
  PluginConflictError,
  SERVER_ONLY,
} from "@tollgate/auth-server";
import { memoryDatabase, TEST_SECRET } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";

const hello = (path: string, method: "GET" | "POST" = "GET") =>
  createAuthEndpoint(path, { method }, async () => ({ hello: path }));

function start(plugins: AuthPlugin[]) {
  return createAuth({ database: memoryDatabase(), secret: TEST_SECRET, plugins });
}

/** The PluginConflictError createAuth throws for `plugins`. */
function refusal(plugins: AuthPlugin[]): PluginConflictError {
  try {
    start(plugins);
  } catch (error) {
    if (error instanceof PluginConflictError) return error;
    throw error;
  }
  throw new Error("createAuth accepted the plugins");
}

describe("createAuth refuses plugins that claim the same name", () => {
  it("two plugins with the same id", () => {
    const error = refusal([{ id: "twin" }, { id: "other" }, { id: "twin" }]);
    expect(error.message).toBe(
      'plugins[0] and plugins[2] both have the id "twin": each plugin needs its own id.',
    );
  });

  it("regression: a plugin endpoint key that is the core's no longer replaces the core endpoint", () => {
    const error = refusal([{ id: "shadow", endpoints: { getSession: hello("/shadow") } }]);
    expect(error.message).toBe(
      'The endpoint key "getSession" is declared by core and by plugin "shadow": auth.api.getSession can only be one endpoint.',
    );
  });

  it("the same endpoint key in two plugins", () => {
    const error = refusal([
      { id: "first", endpoints: { greet: hello("/first/greet") } },
      { id: "second", endpoints: { greet: hello("/second/greet") } },
    ]);
    expect(error.message).toContain('declared by plugin "first" and by plugin "second"');
  });

  it("a plugin route that is the core's path and method", () => {
    const error = refusal([{ id: "healthy", endpoints: { healthCheck: hello("/ok") } }]);
    expect(error.message).toBe(
      'GET /ok is routed by core (ok) and by plugin "healthy" (healthCheck): one path and method, one endpoint.',
    );
  });

  it("the same route in two plugins, whatever their parameters are called", () => {
    const error = refusal([
      { id: "by-id", endpoints: { itemById: hello("/items/:id") } },
      { id: "by-slug", endpoints: { itemBySlug: hello("/items/:slug") } },
    ]);
    expect(error.message).toBe(
      'GET /items/:slug is routed by plugin "by-id" (itemById) and by plugin "by-slug" (itemBySlug): one path and method, one endpoint.',
    );
  });

  it("an error code the core has, with another message", () => {
    const error = refusal([{ id: "lost", errorCodes: { USER_NOT_FOUND: "No such person" } }]);
    expect(error.message).toBe(
      'The error code "USER_NOT_FOUND" has one message for core ("User not found") and another for plugin "lost" ("No such person"): one code, one meaning.',
    );
  });

  it("an error code two plugins give different messages", () => {
    const error = refusal([
      { id: "one", errorCodes: { PLUGIN_BUSY: "Busy" } },
      { id: "two", errorCodes: { PLUGIN_BUSY: "Occupied" } },
    ]);
    expect(error.message).toContain('for plugin "one" ("Busy") and another for plugin "two"');
  });
});

describe("createAuth accepts what does not conflict", () => {
  it("one path under different methods, a server-only endpoint beside a route, a repeated code with its message", () => {
    const auth = start([
      { id: "reader", endpoints: { readThing: hello("/thing") } },
      {
        id: "writer",
        endpoints: {
          writeThing: hello("/thing", "POST"),
          okInProcess: createAuthEndpoint(
            "/ok",
            { method: "GET", metadata: SERVER_ONLY },
            async () => ({ inProcess: true }),
          ),
        },
        errorCodes: { USER_NOT_FOUND: "User not found", WRITER_FULL: "Writer is full" },
      },
      // The spec words some codes differently per catalogue, in case only (core: "Email not
      // verified", username: "email not verified"); they mean the same and are accepted.
      { id: "lower", errorCodes: { EMAIL_NOT_VERIFIED: "email not verified" } },
    ]);
    expect(Object.keys(auth.api)).toEqual(
      expect.arrayContaining(["readThing", "writeThing", "okInProcess", "getSession"]),
    );
    expect(auth.$ERROR_CODES).toMatchObject({
      USER_NOT_FOUND: "User not found",
      WRITER_FULL: "Writer is full",
    });
  });
});
