import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { coreSchema } from "../../src/db/core-schema";
import { introspectIndexes } from "../../src/db/introspect-indexes";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { buildSchema } from "../../src/db/merge-schema";
import { getMigrations, migrate } from "../../src/db/migrate";

const usernamePlugin = {
  id: "username",
  schema: {
    user: {
      fields: {
        username: { type: "string" as const, required: false, unique: true, lowercase: true },
        displayUsername: { type: "string" as const, required: false },
        loginCount: { type: "number" as const, defaultValue: 0 },
      },
    },
    keyPair: {
      modelName: "key_pair",
      fields: {
        publicKey: { type: "string" as const, index: true },
        ownerId: {
          type: "string" as const,
          references: { model: "user", field: "id", onDelete: "cascade" as const },
        },
        createdAt: { type: "date" as const },
      },
      // An owner's key pairs in creation order.
      indexes: [["ownerId", "createdAt"]],
    },
  },
};

describe.each(testDatabases())("migrations on $name", (target) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(() => database.close());

  const indexesOf = async (table: string) =>
    ((await introspectIndexes(database.db, database.dialect, [table])).get(table) ?? []).map(
      (index) => ({ name: index.name, unique: index.unique, columns: index.columns }),
    );

  it("creates every core table, foreign key and index from an empty database", async () => {
    const planned = await getMigrations(database.db, database.dialect, coreSchema);
    expect(planned.toCreate.map((table) => table.table)).toEqual([
      "user",
      "session",
      "account",
      "verification",
    ]);
    expect(planned.toAdd).toEqual([]);
    // Identifiers are quoted "…" in SQLite and PostgreSQL, `…` in MySQL.
    expect(
      planned.statements.some((statement) => /create table ["`]user["`]/i.test(statement)),
    ).toBe(true);
    expect(planned.statements.join("\n")).toMatch(
      /references ["`]user["`] \(["`]id["`]\) on delete cascade/i,
    );

    await planned.run();
    expect(await indexesOf("user")).toContainEqual({
      name: "user_email_uidx",
      unique: true,
      columns: ["email"],
    });
    expect(await indexesOf("session")).toEqual(
      expect.arrayContaining([
        { name: "session_token_uidx", unique: true, columns: ["token"] },
        { name: "session_userId_idx", unique: false, columns: ["userId"] },
      ]),
    );
    expect(await indexesOf("account")).toEqual(
      expect.arrayContaining([
        {
          name: "account_providerId_accountId_uidx",
          unique: true,
          columns: ["providerId", "accountId"],
        },
        { name: "account_userId_idx", unique: false, columns: ["userId"] },
      ]),
    );
    expect(await indexesOf("verification")).toContainEqual({
      name: "verification_identifier_idx",
      unique: false,
      columns: ["identifier"],
    });
  });

  it("is a no-op the second time", async () => {
    const first = await migrate(database.db, database.dialect, coreSchema);
    expect(first.statements.length).toBeGreaterThan(4);
    const second = await getMigrations(database.db, database.dialect, coreSchema);
    expect(second).toMatchObject({ toCreate: [], toAdd: [], toIndex: [], statements: [] });
  });

  it("--print style: computing migrations changes nothing", async () => {
    const planned = await getMigrations(database.db, database.dialect, coreSchema);
    expect(planned.statements.length).toBeGreaterThan(0);
    const again = await getMigrations(database.db, database.dialect, coreSchema);
    expect(again.statements).toEqual(planned.statements);
  });

  it("adds a plugin's columns, tables and indexes, keeping existing data", async () => {
    await migrate(database.db, database.dialect, coreSchema);
    const before = createKyselyAdapter(database.db, database.dialect, coreSchema);
    const user = await before.create({
      model: "user",
      data: { email: "keep@example.com", name: "Keep" },
    });

    const extended = buildSchema({ plugins: [usernamePlugin] });
    const planned = await getMigrations(database.db, database.dialect, extended);
    expect(planned.toCreate.map((table) => table.table)).toEqual(["key_pair"]);
    expect(planned.toAdd.map((column) => column.column)).toEqual([
      "username",
      "displayUsername",
      "loginCount",
    ]);
    expect(planned.toIndex.map((index) => index.name)).toEqual([
      "user_username_uidx",
      "key_pair_publicKey_idx",
      "key_pair_ownerId_createdAt_idx",
    ]);
    expect(planned.statements.every((statement) => !/drop|alter column/i.test(statement))).toBe(
      true,
    );
    await planned.run();

    const after = createKyselyAdapter(database.db, database.dialect, extended);
    const kept = await after.findOne({ model: "user", where: [{ field: "id", value: user.id }] });
    expect(kept).toMatchObject({
      email: "keep@example.com",
      name: "Keep",
      username: null,
      loginCount: 0,
    });
    await after.update({
      model: "user",
      where: [{ field: "id", value: user.id }],
      update: { username: "Keeper" },
    });
    const other = await after.create({
      model: "user",
      data: { email: "o@example.com", name: "O" },
    });
    await expect(
      after.update({
        model: "user",
        where: [{ field: "id", value: other.id }],
        update: { username: "KEEPER" },
      }),
    ).rejects.toThrow();
    await after.create({
      model: "keyPair",
      data: { publicKey: "pk", ownerId: user.id, createdAt: new Date() },
    });
    expect(await after.count({ model: "keyPair" })).toBe(1);
    expect(await indexesOf("key_pair")).toContainEqual({
      name: "key_pair_ownerId_createdAt_idx",
      unique: false,
      columns: ["ownerId", "createdAt"],
    });

    expect((await getMigrations(database.db, database.dialect, extended)).statements).toEqual([]);
  });

  it("counts an existing unique constraint as the unique index it needs", async () => {
    // MySQL indexes varchar, not text; each dialect has its own date type.
    const text = sql.raw(database.dialect === "mysql" ? "varchar(255)" : "text");
    const date = sql.raw(
      { sqlite: "integer", postgres: "timestamptz", mysql: "datetime(3)" }[database.dialect],
    );
    await sql`create table ${sql.table("verification")} (${sql.ref("id")} ${text} primary key, ${sql.ref("identifier")} ${text} not null unique, ${sql.ref("value")} ${text} not null, ${sql.ref("expiresAt")} ${date} not null, ${sql.ref("createdAt")} ${date} not null, ${sql.ref("updatedAt")} ${date} not null)`.execute(
      database.db,
    );
    const planned = await getMigrations(database.db, database.dialect, coreSchema);
    expect(planned.toCreate.map((table) => table.table)).not.toContain("verification");
    // A unique index on identifier also serves the plain index the schema asks for.
    expect(planned.toIndex.filter((index) => index.table === "verification")).toEqual([]);
  });
});

describe("buildSchema", () => {
  it("merges plugin tables and additionalFields into the core, leaving the core untouched", () => {
    const schema = buildSchema({
      plugins: [usernamePlugin],
      additionalFields: {
        user: { locale: { type: "string", required: false } },
        session: { activeOrganizationId: { type: "string", required: false } },
      },
    });
    expect(schema.user?.fields.username).toMatchObject({ unique: true });
    expect(schema.user?.fields.locale).toEqual({ type: "string", required: false, input: true });
    expect(schema.session?.fields.activeOrganizationId).toBeDefined();
    expect(schema.keyPair?.modelName).toBe("key_pair");
    expect(coreSchema.user?.fields.username).toBeUndefined();
  });

  it("accepts an identical redefinition and refuses a conflicting one", () => {
    expect(() => buildSchema({ plugins: [usernamePlugin, usernamePlugin] })).not.toThrow();
    expect(() =>
      buildSchema({
        plugins: [{ id: "bad", schema: { user: { fields: { email: { type: "number" } } } } }],
      }),
    ).toThrow(/Field "email" of model "user" is redefined differently by plugin "bad"/);
    expect(() =>
      buildSchema({
        additionalFields: { user: { username: { type: "string" } } },
        plugins: [usernamePlugin],
      }),
    ).toThrow(/redefined differently by additionalFields/);
    expect(() =>
      buildSchema({
        plugins: [
          {
            id: "ref",
            schema: {
              thing: {
                fields: { teamId: { type: "string", references: { model: "team", field: "id" } } },
              },
            },
          },
        ],
      }),
    ).toThrow(/references "team.id"/);
  });

  it("merges composite indexes as a union and refuses one naming an unknown field", () => {
    const sameIndex = {
      id: "again",
      schema: { keyPair: { fields: {}, indexes: [["ownerId", "createdAt"]] } },
    };
    const schema = buildSchema({ plugins: [usernamePlugin, sameIndex] });
    expect(schema.keyPair?.indexes).toEqual([["ownerId", "createdAt"]]);
    expect(() =>
      buildSchema({
        plugins: [
          { id: "bad", schema: { user: { fields: {}, indexes: [["email", "nickname"]] } } },
        ],
      }),
    ).toThrow('An index of model "user" names field "nickname", which the model does not have.');
  });
});
