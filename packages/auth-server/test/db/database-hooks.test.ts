import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Row, Where } from "../../src/db/adapter-types";
import { DatabaseHookVetoError } from "../../src/db/database-hook-veto-error";
import { createInternalAdapter } from "../../src/db/internal-adapter";
import type { DatabaseHooks } from "../../src/db/internal-adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { testSchema } from "./fixtures";

/** Types a hooks literal for the generic models (the widget of the test schema). */
const hooks = (value: DatabaseHooks): DatabaseHooks => value;

describe.each(testDatabases())("database hooks in the data layer on $name", (target) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
  });
  afterEach(() => database.close());

  const internalAdapter = (...sources: DatabaseHooks[]) =>
    createInternalAdapter(createKyselyAdapter(database.db, database.dialect, testSchema), {
      schema: testSchema,
      databaseHooks: sources,
    });

  it("says whether any database hook is configured", () => {
    expect(internalAdapter().hasDatabaseHooks).toBe(false);
    expect(internalAdapter({}, { widget: {} }).hasDatabaseHooks).toBe(false);
    expect(internalAdapter({ widget: { delete: { after: () => {} } } }).hasDatabaseHooks).toBe(
      true,
    );
  });

  it("createRecord fills a plugin model's id and defaults and runs its create hooks", async () => {
    const seen: Row[] = [];
    const internal = internalAdapter(
      hooks({
        widget: {
          create: {
            before: (data, ctx, write) => {
              expect(ctx).toBeNull();
              expect(write).toMatchObject({ model: "widget", where: undefined });
              return { data: { label: `${String(data.label)}!` } };
            },
            after: (record) => void seen.push(record),
          },
        },
      }),
    );
    const widget = await internal.createRecord("widget", { label: "gear", code: "G-1" });
    expect(widget.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(widget).toMatchObject({ label: "gear!", code: "g-1", enabled: false });
    expect(seen).toEqual([widget]);
  });

  it("updateRecord, updateRecords and deleteRecords run the hooks and tell them the rows targeted", async () => {
    const events: { event: string; where: readonly Where[] | undefined; label: unknown }[] = [];
    const record =
      (event: string) =>
      (row: Row, _ctx: unknown, write: { where: readonly Where[] | undefined }) =>
        void events.push({ event, where: write.where, label: row.label });
    const internal = internalAdapter(
      hooks({
        widget: {
          update: { before: record("update.before"), after: record("update.after") },
          delete: { before: record("delete.before"), after: record("delete.after") },
        },
      }),
    );
    const first = await internal.createRecord("widget", { label: "a", quantity: 1 });
    await internal.createRecord("widget", { label: "b", quantity: 1 });
    await internal.createRecord("widget", { label: "c", quantity: 2 });

    const byId: Where[] = [{ field: "id", value: first.id }];
    const renamed = await internal.updateRecord("widget", byId, { label: "a2" });
    expect(renamed).toMatchObject({ id: first.id, label: "a2" });
    const quantityOne: Where[] = [{ field: "quantity", value: 1 }];
    expect(await internal.updateRecords("widget", quantityOne, { enabled: true })).toBe(2);
    expect(await internal.deleteRecords("widget", quantityOne)).toBe(2);
    expect(await internal.adapter.count({ model: "widget" })).toBe(1);

    const sorted = (event: string) =>
      events
        .filter((entry) => entry.event === event)
        .map((entry) => entry.label)
        .sort();
    // update.before sees the changed fields only; the after hooks see each written row.
    expect(events[0]).toEqual({ event: "update.before", where: byId, label: "a2" });
    expect(events[1]).toEqual({ event: "update.after", where: byId, label: "a2" });
    expect(events[2]).toEqual({ event: "update.before", where: quantityOne, label: undefined });
    expect(sorted("update.after")).toEqual(["a2", "a2", "b"]);
    expect(sorted("delete.before")).toEqual(["a2", "b"]);
    expect(sorted("delete.after")).toEqual(["a2", "b"]);
    for (const entry of events.slice(3)) expect(entry.where).toEqual(quantityOne);
  });

  it("composes hook sources in order: each before hook sees the previous one's data; after hooks follow the same order", async () => {
    const order: string[] = [];
    const source = (name: string): DatabaseHooks => ({
      widget: {
        create: {
          before: (data) => {
            order.push(`before ${name}`);
            return { data: { label: `${String(data.label)}-${name}` } };
          },
          after: () => void order.push(`after ${name}`),
        },
      },
    });
    const internal = internalAdapter(source("app"), source("first"), source("second"));
    const widget = await internal.createRecord("widget", { label: "w" });
    expect(widget.label).toBe("w-app-first-second");
    expect(order).toEqual([
      "before app",
      "before first",
      "before second",
      "after app",
      "after first",
      "after second",
    ]);
  });

  it("a veto stops the chain and the write: false throws DatabaseHookVetoError, a thrown error reaches the caller as it is", async () => {
    const ran: string[] = [];
    const refused = new Error("refused by the second source");
    const internal = internalAdapter(
      hooks({ widget: { create: { before: (data) => data.label !== "vetoed" } } }),
      hooks({
        widget: {
          create: {
            before: (data) => {
              ran.push(String(data.label));
              if (data.label === "thrown") throw refused;
            },
            after: (record) => void ran.push(`after ${String(record.label)}`),
          },
        },
      }),
    );
    const vetoed = await internal
      .createRecord("widget", { label: "vetoed" })
      .catch((error: unknown) => error);
    expect(vetoed).toBeInstanceOf(DatabaseHookVetoError);
    expect(vetoed).toMatchObject({ model: "widget", operation: "create" });
    await expect(internal.createRecord("widget", { label: "thrown" })).rejects.toBe(refused);
    expect(ran).toEqual(["thrown"]);
    expect(await internal.adapter.count({ model: "widget" })).toBe(0);
  });

  it("a before hook inside a transaction reads through write.adapter, which sees the transaction's rows; after hooks wait for the commit", async () => {
    const seen: string[] = [];
    const internal = internalAdapter(
      hooks({
        widget: {
          create: {
            async before(data, _ctx, write) {
              // Through the transaction: SQLite's one connection is held by it.
              const siblings = await write.adapter.count({ model: "widget" });
              seen.push(`before ${String(data.label)} sees ${siblings}`);
            },
            after: (record, _ctx, write) => {
              seen.push(`after ${String(record.label)}`);
              expect(write.internalAdapter).toBe(internal);
            },
          },
        },
      }),
    );
    await internal.transaction(async (trx) => {
      await trx.createRecord("widget", { label: "one" });
      await trx.createRecord("widget", { label: "two" });
      expect(seen).toEqual(["before one sees 0", "before two sees 1"]);
    });
    expect(seen).toEqual(["before one sees 0", "before two sees 1", "after one", "after two"]);

    seen.length = 0;
    await expect(
      internal.transaction(async (trx) => {
        await trx.createRecord("widget", { label: "rolled back" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(seen).toEqual(["before rolled back sees 2"]);
    expect(await internal.adapter.count({ model: "widget" })).toBe(2);
  });
});
