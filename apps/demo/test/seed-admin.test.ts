import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDemoAuth } from "../server/auth";
import { ConfigError, readConfig } from "../server/config";
import { createMailer } from "../server/mail";
import { openDatabase } from "../server/open-database";
import { seedAdmin } from "../server/seed-admin";

const paths = { appRoot: "/srv/demo", cwd: "/srv/demo" };
const password = "admin password 1";
const secret = "s".repeat(32);

describe("DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD", () => {
  it("seed no administrator when neither is set", () => {
    expect(readConfig({}, paths).seedAdmin).toBeNull();
  });

  it("seed the administrator when both are set (the address lowercased)", () => {
    const config = readConfig(
      { DEMO_ADMIN_EMAIL: " Root@Example.com ", DEMO_ADMIN_PASSWORD: password },
      paths,
    );
    expect(config.seedAdmin).toEqual({ email: "root@example.com", password });
  });

  it("stop the server when only one is set, naming the missing one", () => {
    expect(() => readConfig({ DEMO_ADMIN_EMAIL: "root@example.com" }, paths)).toThrow(
      /DEMO_ADMIN_EMAIL is set but DEMO_ADMIN_PASSWORD is not/,
    );
    expect(() => readConfig({ DEMO_ADMIN_PASSWORD: password }, paths)).toThrow(
      /DEMO_ADMIN_PASSWORD is set but DEMO_ADMIN_EMAIL is not/,
    );
  });

  it("stop the server on a password the sign-in form would refuse, or a malformed address", () => {
    const short = { DEMO_ADMIN_EMAIL: "root@example.com", DEMO_ADMIN_PASSWORD: "short" };
    expect(() => readConfig(short, paths)).toThrow(ConfigError);
    expect(() => readConfig(short, paths)).toThrow(/DEMO_ADMIN_PASSWORD is too short.*8/);
    const long = { DEMO_ADMIN_EMAIL: "root@example.com", DEMO_ADMIN_PASSWORD: "p".repeat(129) };
    expect(() => readConfig(long, paths)).toThrow(/DEMO_ADMIN_PASSWORD is too long/);
    const notAnAddress = { DEMO_ADMIN_EMAIL: "root", DEMO_ADMIN_PASSWORD: password };
    expect(() => readConfig(notAnAddress, paths)).toThrow(/DEMO_ADMIN_EMAIL "root"/);
  });
});

// The demo's own auth server on a SQLite file, opened anew for every "start".
describe("seedAdmin", () => {
  let dataDir = "";
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "tollgate-seed-admin-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function withDemoAuth<T>(
    env: Record<string, string>,
    use: (auth: ReturnType<typeof createDemoAuth>) => Promise<T>,
  ): Promise<T> {
    const databaseUrl = `file:${join(dataDir, "demo.db")}`;
    const config = readConfig({ DATABASE_URL: databaseUrl, AUTH_SECRET: secret, ...env }, paths);
    const database = await openDatabase(config.database);
    try {
      const auth = createDemoAuth(config, database.input, createMailer(config.mail, true));
      await auth.migrate();
      return await use(auth);
    } finally {
      await database.close();
    }
  }

  const adminEnv = { DEMO_ADMIN_EMAIL: "root@example.com", DEMO_ADMIN_PASSWORD: password };
  const seedFrom = (env: Record<string, string>) => (auth: ReturnType<typeof createDemoAuth>) => {
    const setting = readConfig(env, paths).seedAdmin;
    if (!setting) throw new Error("no admin configured");
    return seedAdmin(auth, setting);
  };

  async function signIn(auth: ReturnType<typeof createDemoAuth>, email: string, secret: string) {
    const response = await auth.api.signInEmail({
      body: { email, password: secret },
      asResponse: true,
    });
    return { status: response.status, body: await response.json() };
  }

  it("creates a verified admin who can sign in, and changes nothing on the next starts", async () => {
    expect(await withDemoAuth(adminEnv, seedFrom(adminEnv))).toBe("created");
    expect(await withDemoAuth(adminEnv, seedFrom(adminEnv))).toBe("unchanged");
    expect(await withDemoAuth(adminEnv, seedFrom(adminEnv))).toBe("unchanged");

    await withDemoAuth({}, async (auth) => {
      const signedIn = await signIn(auth, "root@example.com", password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({
        email: "root@example.com",
        emailVerified: true,
        role: "admin",
        name: "Root",
      });
      const context = await auth.$context;
      const users = await context.adapter.findMany({ model: "user" });
      expect(users).toHaveLength(1);
    });
  });

  it("promotes an existing user with that address, keeping their password and other roles", async () => {
    await withDemoAuth({}, async (auth) => {
      const signedUp = await auth.api.signUpEmail({
        body: { email: "root@example.com", password: "their own password", name: "Ada" },
        asResponse: true,
      });
      expect(signedUp.status).toBe(200);
      const context = await auth.$context;
      const user = await context.internalAdapter.findUserByEmail("root@example.com");
      if (!user) throw new Error("the sign-up made no user");
      await context.internalAdapter.updateUser(user.id, { role: "user,support" });
    });

    expect(await withDemoAuth(adminEnv, seedFrom(adminEnv))).toBe("promoted");
    expect(await withDemoAuth(adminEnv, seedFrom(adminEnv))).toBe("unchanged");

    await withDemoAuth({}, async (auth) => {
      expect((await signIn(auth, "root@example.com", password)).status).toBe(401);
      const signedIn = await signIn(auth, "root@example.com", "their own password");
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({
        name: "Ada",
        emailVerified: true,
        role: "support,admin",
      });
    });
  });

  it("gives a promoted user without a password the configured one", async () => {
    await withDemoAuth({}, async (auth) => {
      const context = await auth.$context;
      await context.internalAdapter.createUser({ email: "root@example.com", name: "Social Sam" });
    });

    expect(await withDemoAuth(adminEnv, seedFrom(adminEnv))).toBe("promoted");

    await withDemoAuth({}, async (auth) => {
      const signedIn = await signIn(auth, "root@example.com", password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ role: "admin", emailVerified: true });
    });
  });
});
