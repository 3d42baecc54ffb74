import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adapter } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { UniqueConstraintError } from "../../src/db/unique-constraint-error";
import { statementCounter, testSchema } from "./fixtures";

const madeAt = new Date("2026-01-02T03:04:05.000Z");

function widget(ownerId: string, code = `code-${crypto.randomUUID()}`) {
  return {
    label: "Gear",
    code,
    quantity: 3,
    madeAt,
    metadata: { size: "M" },
    tags: ["a"],
    ownerId,
  };
}

describe.each(testDatabases())("adapter.readAll and adapter.writeAll on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;
  const { counter, plugin } = statementCounter();

  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
    adapter = createKyselyAdapter(database.db.withPlugin(plugin), database.dialect, testSchema);
  });
  afterAll(() => database.close());

  /** A user with two widgets, made outside the batches under test. */
  async function owner() {
    const user = await adapter.create({
      model: "user",
      data: { email: `owner-${crypto.randomUUID()}@example.com`, name: "Owner" },
    });
    const id = String(user.id);
    const widgets = [
      await adapter.create({ model: "widget", data: widget(id) }),
      await adapter.create({ model: "widget", data: { ...widget(id), quantity: 5 } }),
    ];
    return { user, widgets };
  }

  it("answers several reads in order, typed as single reads would be (one statement on postgres)", async () => {
    const { user, widgets } = await owner();
    const ownerId = user.id;
    counter.sent = 0;
    const [found, one, missing, count, joined] = await adapter.readAll([
      {
        find: {
          model: "widget",
          where: [{ field: "ownerId", value: ownerId }],
          sortBy: { field: "quantity", direction: "desc" },
        },
      },
      { findOne: { model: "user", where: [{ field: "id", value: ownerId }] } },
      { findOne: { model: "user", where: [{ field: "id", value: "nobody" }] } },
      { count: { model: "widget", where: [{ field: "ownerId", value: ownerId }] } },
      {
        find: {
          model: "widget",
          where: [{ field: "id", value: widgets[0]?.id }],
          join: { user: { on: ["ownerId", "id"] } },
        },
      },
    ]);
    if (database.dialect === "postgres") expect(counter.sent).toBe(1);
    expect(found.map((row) => row.quantity)).toEqual([5, 3]);
    expect(found[1]).toEqual(widgets[0]);
    expect(found[1]?.madeAt).toEqual(madeAt);
    expect(one).toEqual(user);
    expect(missing).toBeNull();
    expect(count).toBe(2);
    expect(joined).toEqual([{ ...widgets[0], user }]);
  });

  it("answers empty reads as [] and 0", async () => {
    const [none, count] = await adapter.readAll([
      { find: { model: "widget", where: [{ field: "ownerId", value: "nobody" }] } },
      { count: { model: "widget", where: [{ field: "ownerId", value: "nobody" }] } },
    ]);
    expect(none).toEqual([]);
    expect(count).toBe(0);
  });

  it("creates, updates and deletes together and answers each write's rows (one statement on postgres)", async () => {
    const { user, widgets } = await owner();
    const ownerId = String(user.id);
    counter.sent = 0;
    const [created, updated, deleted] = await adapter.writeAll([
      { create: { model: "widget", data: widget(ownerId) } },
      {
        update: {
          model: "widget",
          where: [{ field: "id", value: widgets[0]?.id }],
          update: { enabled: true },
        },
      },
      { delete: { model: "widget", where: [{ field: "id", value: widgets[1]?.id }] } },
    ]);
    if (database.dialect === "postgres") expect(counter.sent).toBe(1);
    expect(created).toMatchObject({ label: "Gear", ownerId, madeAt, enabled: false });
    expect(updated).toEqual([{ ...widgets[0], enabled: true }]);
    expect(deleted).toEqual([widgets[1]]);
    const left = await adapter.findMany({
      model: "widget",
      where: [{ field: "ownerId", value: ownerId }],
    });
    expect(left.map((row) => row.id).sort()).toEqual([created.id, widgets[0]?.id].sort());
  });

  it("deletes a row and the rows referring to it in one batch (foreign keys hold at the end)", async () => {
    const { user, widgets } = await owner();
    const [gone, owners] = await adapter.writeAll([
      { delete: { model: "widget", where: [{ field: "ownerId", value: user.id }] } },
      { delete: { model: "user", where: [{ field: "id", value: user.id }] } },
    ]);
    expect(gone).toHaveLength(widgets.length);
    expect(owners).toEqual([user]);
  });

  it("answers [] for an update or delete that matches nothing", async () => {
    const [updated, deleted] = await adapter.writeAll([
      {
        update: {
          model: "widget",
          where: [{ field: "id", value: "nothing" }],
          update: { quantity: 1 },
        },
      },
      { delete: { model: "widget", where: [{ field: "id", value: "nothing" }] } },
    ]);
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
  });

  it("writes nothing when one write breaks a unique index, naming that model and field", async () => {
    const { user, widgets } = await owner();
    const taken = String(widgets[0]?.code);
    const error = await adapter
      .writeAll([
        {
          update: {
            model: "user",
            where: [{ field: "id", value: user.id }],
            update: { name: "Renamed" },
          },
        },
        { create: { model: "widget", data: widget(String(user.id), taken) } },
      ])
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(UniqueConstraintError);
    expect(error).toMatchObject({ model: "widget", fields: ["code"] });
    const unchanged = await adapter.findOne({
      model: "user",
      where: [{ field: "id", value: user.id }],
    });
    expect(unchanged?.name).toBe("Owner");
  });

  it("runs inside a transaction already open, and rolls back with it", async () => {
    const { user } = await owner();
    const rolledBack = adapter.transaction(async (trx) => {
      await trx.writeAll([
        {
          update: {
            model: "user",
            where: [{ field: "id", value: user.id }],
            update: { name: "Inside" },
          },
        },
      ]);
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    const unchanged = await adapter.findOne({
      model: "user",
      where: [{ field: "id", value: user.id }],
    });
    expect(unchanged?.name).toBe("Owner");
  });
});
