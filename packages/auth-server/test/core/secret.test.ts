import { createAuth, InsecureSecretError } from "@tollgate/auth-server";
import { createTestAuth, memoryDatabase } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nodeServers } from "./node-server";

const serve = nodeServers();

const SECRET_VARIABLES = ["TOLLGATE_SECRET", "BETTER_AUTH_SECRET", "AUTH_SECRET"];

describe("secret", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  function clearSecretEnv() {
    for (const name of SECRET_VARIABLES) vi.stubEnv(name, undefined);
  }

  /** What every way in answers when production refuses the secret: 500 over HTTP, logged; a rejection elsewhere. */
  async function expectRefusedAtFirstUse(auth: ReturnType<typeof createAuth>, reason: RegExp) {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await auth.handler(new Request("http://localhost:3000/api/auth/ok"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: "INTERNAL_SERVER_ERROR",
      message: "Internal server error",
    });
    const logLine = logged.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(logLine).toMatch(reason);
    expect(logLine).toContain("TOLLGATE_SECRET");
    expect(logLine).toContain("`secret` option");

    const base = await serve(auth);
    const overNode = await fetch(`${base}/api/auth/get-session`);
    expect(overNode.status).toBe(500);
    expect(await overNode.json()).toMatchObject({ code: "INTERNAL_SERVER_ERROR" });

    await expect(auth.api.getSession({ headers: new Headers() })).rejects.toThrow(
      InsecureSecretError,
    );
    await expect(auth.api.getSession({ headers: new Headers() })).rejects.toThrow(reason);
    await expect(auth.$context).rejects.toThrow(InsecureSecretError);
    await expect(auth.migrate()).rejects.toThrow(InsecureSecretError);
  }

  it("regression: a missing secret in production does not throw at createAuth (next build evaluates the module), it fails the first request", async () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    let auth: ReturnType<typeof createAuth> | undefined;
    expect(() => {
      auth = createAuth({ database: memoryDatabase(), logger: { disabled: true } });
    }).not.toThrow();
    if (!auth) throw new Error("createAuth returned nothing");
    await expectRefusedAtFirstUse(auth, /No secret.*BETTER_AUTH_SECRET/);
  });

  it("names the secret's sources in the refusal of a missing one", () => {
    vi.stubEnv("NODE_ENV", "production");
    const message = new InsecureSecretError("missing").message;
    for (const source of ["`secret` option", "TOLLGATE_SECRET", "BETTER_AUTH_SECRET"])
      expect(message).toContain(source);
  });

  it("refuses a secret under 32 characters in production at the first request", async () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    const auth = createAuth({
      database: memoryDatabase(),
      secret: "x".repeat(31),
      logger: { disabled: true },
    });
    await expectRefusedAtFirstUse(auth, /shorter than 32 characters/);
  });

  it("refuses a short secret from the environment in production at the first request", async () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    vi.stubEnv("TOLLGATE_SECRET", "short");
    const auth = createAuth({ database: memoryDatabase(), logger: { disabled: true } });
    await expectRefusedAtFirstUse(auth, /shorter than 32 characters/);
  });

  it("accepts a 32-character secret in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    const auth = createAuth({
      database: memoryDatabase(),
      secret: "x".repeat(32),
      logger: { disabled: true },
    });
    const response = await auth.handler(new Request("http://localhost:3000/api/auth/ok"));
    expect(response.status).toBe(200);
  });

  it("accepts BETTER_AUTH_SECRET from the environment in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    vi.stubEnv("BETTER_AUTH_SECRET", "b".repeat(32));
    const auth = createAuth({ database: memoryDatabase(), logger: { disabled: true } });
    expect((await auth.$context).secret).toBe("b".repeat(32));
  });

  it("uses a development default with a warning outside production", async () => {
    vi.stubEnv("NODE_ENV", "development");
    clearSecretEnv();
    const logged: string[] = [];
    const auth = createAuth({
      database: memoryDatabase(),
      emailAndPassword: { enabled: true },
      logger: { log: (level, message) => logged.push(`${level}: ${message}`) },
    });
    await auth.migrate();
    expect(logged.some((line) => line.startsWith("warn") && /secret/i.test(line))).toBe(true);
    const response = await auth.handler(new Request("http://localhost:3000/api/auth/ok"));
    expect(response.status).toBe(200);
  });

  it("signs cookies with the secret: a cookie from one secret is not accepted by another", async () => {
    const a = await createTestAuth({ secret: "a".repeat(40) });
    const b = await createTestAuth({ secret: "b".repeat(40), database: memoryDatabase() });
    const { cookies } = await a.signUp({ email: "s@example.com" });
    expect((await a.json("/get-session", { cookies })).data).not.toBeNull();
    expect((await b.json("/get-session", { cookies })).data).toBeNull();
  });
});
