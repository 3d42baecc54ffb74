import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Adapter } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { buildSchema } from "../../src/db/merge-schema";
import { getMigrations, migrate } from "../../src/db/migrate";
import { UniqueConstraintError } from "../../src/db/unique-constraint-error";
import { countQueries } from "./fixtures";

const TABLE = "subscription_entitlement_assignment";
const MODEL = "entitlementAssignment";

/**
 * A plugin table whose index names exceed 63 characters, so the migrator shortens them with a
 * hash; one of them is a composite unique index over renamed columns.
 */
const schema = buildSchema({
  plugins: [
    {
      id: "entitlements",
      schema: {
        [MODEL]: {
          modelName: TABLE,
          fields: {
            externalReferenceIdentifier: {
              type: "string",
              unique: true,
              fieldName: "external_reference_identifier",
            },
            organizationId: { type: "string", fieldName: "organization_identifier" },
            seatNumber: { type: "number", fieldName: "seat_number" },
            label: { type: "string", required: false },
          },
          uniqueIndexes: [["organizationId", "seatNumber"]],
        },
      },
    },
  ],
});

let seat = 0;
const assignment = (fields: Record<string, unknown> = {}) => ({
  externalReferenceIdentifier: crypto.randomUUID(),
  organizationId: "org-1",
  seatNumber: ++seat,
  ...fields,
});

/** The error a write rejects with. */
async function failureOf(write: Promise<unknown>): Promise<unknown> {
  return write.then(
    () => {
      throw new Error("the write was expected to fail");
    },
    (error: unknown) => error,
  );
}

/** The UniqueConstraintError a write rejects with (fails the test on any other outcome). */
async function violationOf(write: Promise<unknown>): Promise<UniqueConstraintError> {
  const error = await failureOf(write);
  if (!(error instanceof UniqueConstraintError)) throw error;
  return error;
}

describe.each(testDatabases())("UniqueConstraintError on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;

  beforeEach(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, schema);
    adapter = createKyselyAdapter(database.db, database.dialect, schema);
  });
  afterEach(() => database.close());

  it("names user.email for a duplicate address, with the driver's error as cause", async () => {
    await adapter.create({ model: "user", data: { email: "dup@example.com", name: "One" } });
    const error = await violationOf(
      adapter.create({ model: "user", data: { email: "dup@example.com", name: "Two" } }),
    );
    expect(error).toMatchObject({ model: "user", fields: ["email"] });
    expect(error.isOn("user", "email")).toBe(true);
    expect(error.isOn("user", "username")).toBe(false);
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.cause).not.toBeInstanceOf(UniqueConstraintError);
  });

  it("names the fields of an index whose name the migrator shortened with a hash", async () => {
    // The migrator on a fresh database plans these names: both are hashed.
    const fresh = await target.open();
    try {
      const planned = await getMigrations(fresh.db, fresh.dialect, schema);
      const names = planned.toIndex.filter((index) => index.table === TABLE).map((i) => i.name);
      expect(names).toHaveLength(2);
      for (const name of names) {
        expect(name.length).toBeLessThanOrEqual(63);
        expect(name).toMatch(/_[0-9a-f]{8}$/);
      }
    } finally {
      await fresh.close();
    }

    await adapter.create({
      model: MODEL,
      data: assignment({ externalReferenceIdentifier: "ext-1" }),
    });
    // Known from the schema: naming the fields costs no query beyond the failed insert.
    const counted = countQueries(database.db);
    const countedAdapter = createKyselyAdapter(counted.db, database.dialect, schema);
    const error = await violationOf(
      countedAdapter.create({
        model: MODEL,
        data: assignment({ externalReferenceIdentifier: "ext-1" }),
      }),
    );
    expect(counted.count()).toBe(1);
    expect(error).toMatchObject({ model: MODEL, fields: ["externalReferenceIdentifier"] });
  });

  it("names every field of a composite unique index, in index order, on create and on update", async () => {
    await adapter.create({ model: MODEL, data: assignment({ seatNumber: 1 }) });
    const onCreate = await violationOf(
      adapter.create({ model: MODEL, data: assignment({ seatNumber: 1 }) }),
    );
    expect(onCreate).toMatchObject({ model: MODEL, fields: ["organizationId", "seatNumber"] });

    const second = await adapter.create({ model: MODEL, data: assignment({ seatNumber: 2 }) });
    const byId = [{ field: "id", value: second.id }];
    const onUpdate = await violationOf(
      adapter.update({ model: MODEL, where: byId, update: { seatNumber: 1 } }),
    );
    expect(onUpdate).toMatchObject({ model: MODEL, fields: ["organizationId", "seatNumber"] });
    const onUpdateMany = await violationOf(
      adapter.updateMany({ model: MODEL, where: byId, update: { seatNumber: 1 } }),
    );
    expect(onUpdateMany).toMatchObject({ model: MODEL, fields: ["organizationId", "seatNumber"] });
  });

  it("names the core's composite account index (providerId, accountId)", async () => {
    const user = await adapter.create({
      model: "user",
      data: { email: "a@example.com", name: "A" },
    });
    const account = { userId: user.id, providerId: "github", accountId: "42" };
    await adapter.create({ model: "account", data: account });
    const error = await violationOf(adapter.create({ model: "account", data: account }));
    expect(error).toMatchObject({ model: "account", fields: ["providerId", "accountId"] });
  });

  it("names id for a primary key violation", async () => {
    const first = await adapter.create({ model: MODEL, data: assignment() });
    const error = await violationOf(
      adapter.create({ model: MODEL, data: assignment({ id: first.id }) }),
    );
    expect(error).toMatchObject({ model: MODEL, fields: ["id"] });
  });

  it("names the fields of a unique index that another tool created under its own name", async () => {
    await sql`create unique index ${sql.id("legacy_label_key")} on ${sql.id(TABLE)} (${sql.id("label")})`.execute(
      database.db,
    );
    await adapter.create({ model: MODEL, data: assignment({ label: "gold" }) });
    const counted = countQueries(database.db);
    const countedAdapter = createKyselyAdapter(counted.db, database.dialect, schema);
    for (const attempt of [1, 2]) {
      const before = counted.count();
      const error = await violationOf(
        countedAdapter.create({ model: MODEL, data: assignment({ label: "gold" }) }),
      );
      // MySQL names the index only: it is looked up once in information_schema, then remembered.
      const lookups = database.dialect === "mysql" && attempt === 1 ? 1 : 0;
      expect(counted.count() - before).toBe(1 + lookups);
      expect(error).toMatchObject({ model: MODEL, fields: ["label"] });
    }
  });

  it("is thrown inside a transaction too, which then rolls back", async () => {
    await adapter.create({ model: "user", data: { email: "taken@example.com", name: "T" } });
    const error = await violationOf(
      adapter.transaction(async (trx) => {
        await trx.create({ model: "user", data: { email: "new@example.com", name: "N" } });
        await trx.create({ model: "user", data: { email: "taken@example.com", name: "T2" } });
      }),
    );
    expect(error).toMatchObject({ model: "user", fields: ["email"] });
    expect(await adapter.count({ model: "user" })).toBe(1);
  });

  it("leaves other database errors as they are", async () => {
    const error = await failureOf(
      adapter.create({ model: MODEL, data: assignment({ organizationId: null }) }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(UniqueConstraintError);
  });
});
