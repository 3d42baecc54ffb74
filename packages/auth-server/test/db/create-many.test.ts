import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adapter } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { UniqueConstraintError } from "../../src/db/unique-constraint-error";
import { testSchema } from "./fixtures";

/** A user and a widget it owns: two models, the second referring to the first. */
function userWithWidget(email: string, code: string) {
  const userId = crypto.randomUUID();
  return [
    { model: "user", data: { id: userId, email, name: "Owner" } },
    {
      model: "widget",
      data: {
        label: "Gear",
        code,
        quantity: 3,
        madeAt: new Date("2026-01-02T03:04:05.000Z"),
        metadata: { size: "M" },
        tags: ["a", "b"],
        ownerId: userId,
      },
    },
  ] as const;
}

// That PostgreSQL sends the rows as one statement is counted on its statement log by
// tools/round-trips (organization create).
describe.each(testDatabases())("adapter.createMany on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;

  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
    adapter = createKyselyAdapter(database.db, database.dialect, testSchema);
  });
  afterAll(() => database.close());

  it("creates rows of several models and answers them in order, as create would", async () => {
    const email = `many-${crypto.randomUUID()}@example.com`;
    const code = `code-${crypto.randomUUID()}`;
    const [user, widget] = await adapter.createMany(userWithWidget(email, code));
    expect(user).toMatchObject({ email, name: "Owner", emailVerified: false });
    expect(widget).toMatchObject({
      label: "Gear",
      code,
      quantity: 3,
      enabled: false,
      madeAt: new Date("2026-01-02T03:04:05.000Z"),
      metadata: { size: "M" },
      tags: ["a", "b"],
      ownerId: user?.id,
    });
    expect(typeof widget?.id).toBe("string");
    const stored = await adapter.findOne({
      model: "widget",
      where: [{ field: "id", value: widget?.id }],
    });
    expect(stored).toEqual(widget);
  });

  it("writes none of the rows when one breaks a unique index, naming that model and field", async () => {
    const taken = `taken-${crypto.randomUUID()}`;
    await adapter.createMany(userWithWidget(`first-${crypto.randomUUID()}@example.com`, taken));
    const email = `second-${crypto.randomUUID()}@example.com`;
    const error = await adapter.createMany(userWithWidget(email, taken)).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(UniqueConstraintError);
    expect(error).toMatchObject({ model: "widget", fields: ["code"] });
    const user = await adapter.findOne({
      model: "user",
      where: [{ field: "email", value: email }],
    });
    expect(user).toBeNull();
  });

  it("runs inside a transaction already open, and rolls back with it", async () => {
    const email = `inside-${crypto.randomUUID()}@example.com`;
    const rolledBack = adapter.transaction(async (trx) => {
      await trx.createMany(userWithWidget(email, crypto.randomUUID()));
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    const user = await adapter.findOne({
      model: "user",
      where: [{ field: "email", value: email }],
    });
    expect(user).toBeNull();
  });

  it("answers [] for no rows and creates a single row as create does", async () => {
    expect(await adapter.createMany([])).toEqual([]);
    const email = `single-${crypto.randomUUID()}@example.com`;
    const [user] = await adapter.createMany([{ model: "user", data: { email, name: "Solo" } }]);
    expect(user).toMatchObject({ email, name: "Solo" });
  });
});
