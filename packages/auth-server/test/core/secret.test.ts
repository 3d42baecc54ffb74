import { createAuth, InsecureSecretError } from "@tollgate/auth-server";
import { createTestAuth, memoryDatabase } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";

const SECRET_VARIABLES = ["TOLLGATE_SECRET", "BETTER_AUTH_SECRET", "AUTH_SECRET"];

describe("secret", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function clearSecretEnv() {
    for (const name of SECRET_VARIABLES) vi.stubEnv(name, undefined);
  }

  it("refuses a missing secret in production with InsecureSecretError", () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    expect(() => createAuth({ database: memoryDatabase(), logger: { disabled: true } })).toThrow(
      InsecureSecretError,
    );
  });

  it("refuses a secret under 32 characters in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    expect(() =>
      createAuth({
        database: memoryDatabase(),
        secret: "x".repeat(31),
        logger: { disabled: true },
      }),
    ).toThrow(InsecureSecretError);
  });

  it("refuses a short secret from the environment in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    vi.stubEnv("TOLLGATE_SECRET", "short");
    expect(() => createAuth({ database: memoryDatabase(), logger: { disabled: true } })).toThrow(
      InsecureSecretError,
    );
  });

  it("accepts a 32-character secret in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    clearSecretEnv();
    expect(() =>
      createAuth({
        database: memoryDatabase(),
        secret: "x".repeat(32),
        logger: { disabled: true },
      }),
    ).not.toThrow();
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
