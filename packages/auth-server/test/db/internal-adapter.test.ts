import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { coreSchema } from "../../src/db/core-schema";
import { DatabaseHookVetoError } from "../../src/db/database-hook-veto-error";
import { generateId } from "../../src/db/generate-id";
import { createInternalAdapter } from "../../src/db/internal-adapter";
import type { DatabaseHooks, InternalAdapter } from "../../src/db/internal-adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { countQueries } from "./fixtures";

const inOneHour = () => new Date(Date.now() + 3_600_000);

describe("generateId", () => {
  it("makes 32 [A-Za-z0-9] characters by default, and the length asked for", () => {
    expect(generateId()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(generateId(7)).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(new Set(Array.from({ length: 200 }, () => generateId())).size).toBe(200);
  });
});

describe.each(testDatabases())("internal adapter on $name", (target) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, coreSchema);
  });
  afterEach(() => database.close());

  const internalAdapter = (databaseHooks?: DatabaseHooks, db = database.db) =>
    createInternalAdapter(createKyselyAdapter(db, database.dialect, coreSchema), {
      schema: coreSchema,
      databaseHooks: [databaseHooks],
    });

  const signUp = async (internal: InternalAdapter, email = "Ann@Example.COM") => {
    const user = await internal.createUser({ email, name: "Ann" });
    await internal.setCredentialPassword(user.id, "salt:hash");
    return user;
  };

  it("creates a user with an id, timestamps, defaults and a lowercased email", async () => {
    const internal = internalAdapter();
    const user = await internal.createUser({ email: "Ann@Example.COM", name: "Ann" });
    expect(user.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(user.email).toBe("ann@example.com");
    expect(user.emailVerified).toBe(false);
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.updatedAt.getTime()).toBe(user.createdAt.getTime());
    expect(await internal.findUserById(user.id)).toEqual(user);
    expect(await internal.findUserByEmail("ANN@example.com")).toEqual(user);
    expect(await internal.findUserByEmail("other@example.com")).toBeNull();
  });

  it("finds the user with the credential account in one query", async () => {
    const internal = internalAdapter();
    const user = await signUp(internal);
    await internal.createAccount({ userId: user.id, providerId: "github", accountId: "gh" });
    const counted = countQueries(database.db);
    const found = await internalAdapter(undefined, counted.db).findUserWithCredential(
      "ann@EXAMPLE.com",
    );
    expect(counted.count()).toBe(1);
    expect(found?.user).toEqual(user);
    expect(found?.credential).toMatchObject({
      providerId: "credential",
      accountId: user.id,
      password: "salt:hash",
    });
    const bare = await internal.createUser({ email: "bare@example.com", name: "Bare" });
    expect(await internal.findUserWithCredential("bare@example.com")).toEqual({
      user: bare,
      credential: null,
    });
    expect(await internal.findUserWithCredential("missing@example.com")).toBeNull();
  });

  it("setCredentialPassword updates the existing credential account", async () => {
    const internal = internalAdapter();
    const user = await signUp(internal);
    await internal.setCredentialPassword(user.id, "salt:other");
    const accounts = await internal.findAccounts(user.id);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.password).toBe("salt:other");
  });

  it("finds a session and its user in one query", async () => {
    const internal = internalAdapter();
    const user = await signUp(internal);
    const session = await internal.createSession(user.id, {
      expiresAt: inOneHour(),
      userAgent: "test",
    });
    expect(session.token).toMatch(/^[A-Za-z0-9]{32}$/);
    const counted = countQueries(database.db);
    const found = await internalAdapter(undefined, counted.db).findSession(session.token);
    expect(counted.count()).toBe(1);
    expect(found).toEqual({ session, user });
    expect(await internal.findSession("missing")).toBeNull();
  });

  it("updates, lists (unexpired, newest first) and deletes sessions", async () => {
    const internal = internalAdapter();
    const user = await signUp(internal);
    const first = await internal.createSession(user.id, {
      expiresAt: inOneHour(),
      createdAt: new Date(Date.now() - 2000),
    });
    const second = await internal.createSession(user.id, {
      expiresAt: inOneHour(),
      createdAt: new Date(Date.now() - 1000),
    });
    await internal.createSession(user.id, { expiresAt: new Date(Date.now() - 1000) });
    const listed = await internal.listSessions(user.id);
    expect(listed.map((session) => session.token)).toEqual([second.token, first.token]);

    const refreshed = await internal.updateSession(first.token, {
      expiresAt: new Date(Date.now() + 7_200_000),
    });
    expect(refreshed?.expiresAt.getTime()).toBeGreaterThan(first.expiresAt.getTime());
    expect(refreshed?.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());

    expect(await internal.deleteUserSessions(user.id, first.token)).toBe(2);
    expect((await internal.listSessions(user.id)).map((session) => session.token)).toEqual([
      first.token,
    ]);
    await internal.deleteSession(first.token);
    expect(await internal.findSession(first.token)).toBeNull();
  });

  it("deleteUser removes the user, their sessions and accounts", async () => {
    const internal = internalAdapter();
    const user = await signUp(internal);
    const other = await signUp(internal, "other@example.com");
    await internal.createSession(user.id, { expiresAt: inOneHour() });
    await internal.createSession(other.id, { expiresAt: inOneHour() });
    await internal.deleteUser(user.id);
    expect(await internal.findUserById(user.id)).toBeNull();
    expect(await internal.findAccounts(user.id)).toEqual([]);
    expect(await internal.listSessions(user.id)).toEqual([]);
    expect(await internal.findAccounts(other.id)).toHaveLength(1);
    expect(await internal.listSessions(other.id)).toHaveLength(1);
  });

  it("a transaction that fails leaves nothing behind, and after hooks run only on commit", async () => {
    const seen: string[] = [];
    const internal = internalAdapter({
      user: { create: { after: (user) => void seen.push(user.email) } },
    });
    await expect(
      internal.transaction(async (trx) => {
        await trx.createUser({ email: "rolled@example.com", name: "R" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await internal.findUserByEmail("rolled@example.com")).toBeNull();
    expect(seen).toEqual([]);

    await internal.transaction(async (trx) => {
      await trx.createUser({ email: "kept@example.com", name: "K" });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(["kept@example.com"]);
  });

  it("a before hook can veto a write with DatabaseHookVetoError", async () => {
    const internal = internalAdapter({
      user: { create: { before: (data) => data.name !== "Mallory" } },
      session: { delete: { before: () => false } },
    });
    const error = await internal
      .createUser({ email: "m@example.com", name: "Mallory" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseHookVetoError);
    expect(error).toMatchObject({ model: "user", operation: "create" });
    expect(await internal.findUserByEmail("m@example.com")).toBeNull();

    const user = await internal.createUser({ email: "ok@example.com", name: "Ok" });
    const session = await internal.createSession(user.id, { expiresAt: inOneHour() });
    await expect(internal.deleteSession(session.token)).rejects.toMatchObject({
      model: "session",
      operation: "delete",
    });
    expect(await internal.findSession(session.token)).not.toBeNull();
  });

  it("a before hook can replace data; after hooks get the written record", async () => {
    const created: unknown[] = [];
    const updated: unknown[] = [];
    const deleted: unknown[] = [];
    const internal = internalAdapter({
      user: {
        create: {
          before: (data) => ({ data: { ...data, name: data.name.toUpperCase() } }),
          after: (user) => void created.push(user),
        },
        update: {
          before: (data) => ({ data: { ...data, image: "https://example.com/forced.png" } }),
          after: (user) => void updated.push(user),
        },
      },
      verification: { delete: { after: (record) => void deleted.push(record.identifier) } },
    });
    const user = await internal.createUser({ email: "h@example.com", name: "hook" });
    expect(user.name).toBe("HOOK");
    expect(created).toEqual([user]);
    const changed = await internal.updateUser(user.id, { name: "Renamed" });
    expect(changed).toMatchObject({ name: "Renamed", image: "https://example.com/forced.png" });
    expect(updated).toEqual([changed]);
    await internal.createVerification({ identifier: "id-1", value: "v", expiresAt: inOneHour() });
    await internal.deleteVerification("id-1");
    expect(deleted).toEqual(["id-1"]);
  });

  it("finds the newest unexpired verification value", async () => {
    const internal = internalAdapter();
    await internal.createVerification({
      identifier: "email:a",
      value: "old",
      expiresAt: inOneHour(),
    });
    const newer = await internal.createVerification({
      identifier: "email:a",
      value: "new",
      expiresAt: inOneHour(),
    });
    await internal.adapter.update({
      model: "verification",
      where: [{ field: "id", value: newer.id }],
      update: { createdAt: new Date(Date.now() + 1000) },
    });
    await internal.createVerification({
      identifier: "email:b",
      value: "expired",
      expiresAt: new Date(Date.now() - 1),
    });
    expect((await internal.findVerification("email:a"))?.value).toBe("new");
    expect(await internal.findVerification("email:b")).toBeNull();
    expect(await internal.consumeVerification("email:b")).toBeNull();
    expect(
      await internal.adapter.count({
        model: "verification",
        where: [{ field: "identifier", value: "email:b" }],
      }),
    ).toBe(0);
  });

  it("consumeVerification is single-use: of two concurrent consumers exactly one wins", async () => {
    const internal = internalAdapter();
    const second = await database.openSecondConnection();
    const otherInternal = internalAdapter(undefined, second.db);
    try {
      for (let round = 0; round < 5; round++) {
        const identifier = `reset:${round}`;
        await internal.createVerification({
          identifier,
          value: `value-${round}`,
          expiresAt: inOneHour(),
        });
        const results = await Promise.all([
          internal.consumeVerification(identifier),
          otherInternal.consumeVerification(identifier),
        ]);
        const winners = results.filter((result) => result !== null);
        expect(winners).toHaveLength(1);
        expect(winners[0]?.value).toBe(`value-${round}`);
        expect(await internal.findVerification(identifier)).toBeNull();
      }
    } finally {
      await second.close();
    }
  });

  it("accounts: create, find by provider, update, delete; duplicates are refused", async () => {
    const internal = internalAdapter();
    const user = await signUp(internal);
    const account = await internal.createAccount({
      userId: user.id,
      providerId: "github",
      accountId: "42",
      scope: "read:user",
    });
    expect(await internal.findAccount("github", "42")).toEqual(account);
    await expect(
      internal.createAccount({ userId: user.id, providerId: "github", accountId: "42" }),
    ).rejects.toThrow();
    const updated = await internal.updateAccount(account.id, { accessToken: "at" });
    expect(updated?.accessToken).toBe("at");
    await internal.deleteAccount(account.id);
    expect(await internal.findAccount("github", "42")).toBeNull();
  });
});
