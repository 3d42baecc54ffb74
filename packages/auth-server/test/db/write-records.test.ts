import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adapter, Row } from "../../src/db/adapter-types";
import { DatabaseHookVetoError } from "../../src/db/database-hook-veto-error";
import { createInternalAdapter } from "../../src/db/internal-adapter";
import type { DatabaseHooks } from "../../src/db/internal-adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { createSessionEntries } from "../../src/secondary-storage";
import { createMemorySecondaryStorage } from "../../src/testing/memory-secondary-storage";
import { testSchema } from "./fixtures";

/** Types a hooks literal for the generic models (the widget of the test schema). */
const hooks = (value: DatabaseHooks): DatabaseHooks => value;

describe.each(testDatabases())("internalAdapter.writeRecords on $name", (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
  });
  afterAll(() => database.close());

  const internalAdapter = (...sources: DatabaseHooks[]) =>
    createInternalAdapter(createKyselyAdapter(database.db, database.dialect, testSchema), {
      schema: testSchema,
      databaseHooks: sources,
    });

  async function ownerWithWidget() {
    const internal = internalAdapter();
    const user = await internal.createRecord("user", {
      email: `w-${crypto.randomUUID()}@example.com`,
      name: "Owner",
    });
    const widget = await internal.createRecord("widget", {
      label: "gear",
      code: `c-${crypto.randomUUID()}`,
      ownerId: user.id,
    });
    return { user, widget };
  }

  it("fills ids and timestamps, runs every write's hooks and answers the rows", async () => {
    const { user, widget } = await ownerWithWidget();
    const events: string[] = [];
    const after: Row[] = [];
    const internal = internalAdapter(
      hooks({
        widget: {
          create: {
            before: (data) => ({ data: { label: `${String(data.label)}!` } }),
            after: (record) => void after.push(record),
          },
          delete: {
            before: (record) => void events.push(`delete ${String(record.id)}`),
            after: (record) => void after.push(record),
          },
        },
        user: {
          update: {
            before: (data) => void events.push(`update ${String(data.name)}`),
            after: (record) => void after.push(record),
          },
        },
      }),
    );
    const [created, updated, deleted] = await internal.writeRecords([
      {
        create: {
          model: "widget",
          data: { label: "new", code: `n-${crypto.randomUUID()}`, ownerId: user.id },
        },
      },
      {
        update: {
          model: "user",
          where: [{ field: "id", value: user.id }],
          data: { name: "Renamed" },
        },
      },
      { delete: { model: "widget", where: [{ field: "id", value: widget.id }] } },
    ]);
    expect(created).toMatchObject({ label: "new!", ownerId: user.id });
    expect(String(created.id)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ id: user.id, name: "Renamed" });
    expect(updated[0]?.updatedAt).toBeInstanceOf(Date);
    expect(Number(updated[0]?.updatedAt)).toBeGreaterThanOrEqual(Number(user.updatedAt));
    expect(deleted).toEqual([widget]);
    expect(events).toEqual(["update Renamed", `delete ${String(widget.id)}`]);
    expect(after).toEqual([created, updated[0], widget]);
  });

  it("a record's data may be a function of the records created before it", async () => {
    const { user } = await ownerWithWidget();
    const [first, second] = await internalAdapter().writeRecords([
      {
        create: {
          model: "widget",
          data: { label: "a", code: `a-${crypto.randomUUID()}`, ownerId: user.id },
        },
      },
      {
        create: {
          model: "widget",
          data: (earlier) => ({
            label: `after ${String(earlier[0]?.id)}`,
            code: `b-${crypto.randomUUID()}`,
            ownerId: user.id,
          }),
        },
      },
    ]);
    expect(second?.label).toBe(`after ${String(first?.id)}`);
  });

  it("a before hook's veto writes none of them", async () => {
    const { user, widget } = await ownerWithWidget();
    const internal = internalAdapter(hooks({ widget: { delete: { before: () => false } } }));
    const refused = internal.writeRecords([
      {
        update: {
          model: "user",
          where: [{ field: "id", value: user.id }],
          data: { name: "Never" },
        },
      },
      { delete: { model: "widget", where: [{ field: "id", value: widget.id }] } },
    ]);
    await expect(refused).rejects.toBeInstanceOf(DatabaseHookVetoError);
    const [stored, left] = await internal.adapter.readAll([
      { findOne: { model: "user", where: [{ field: "id", value: user.id }] } },
      { count: { model: "widget", where: [{ field: "id", value: widget.id }] } },
    ]);
    expect(stored?.name).toBe("Owner");
    expect(left).toBe(1);
  });

  it("writeRecordsIf writes and runs the after hooks only when its conditions hold", async () => {
    const { user } = await ownerWithWidget();
    const after: Row[] = [];
    const internal = internalAdapter(
      hooks({ widget: { create: { after: (record) => void after.push(record) } } }),
    );
    const attempt = () =>
      internal.writeRecordsIf({
        lock: { model: "user", where: [{ field: "id", value: user.id }] },
        when: [
          {
            fewerThan: { model: "widget", where: [{ field: "ownerId", value: user.id }], limit: 2 },
          },
        ],
        writes: [
          {
            create: {
              model: "widget",
              data: { label: "more", code: `m-${crypto.randomUUID()}`, ownerId: user.id },
            },
          },
        ],
      });
    const first = await attempt();
    expect(first.failed).toBeNull();
    expect(after).toEqual([first.answers?.[0]]);
    expect(await attempt()).toEqual({ failed: 0, answers: null });
    expect(after).toHaveLength(1);
  });

  it("revokes the cached sessions it deletes, those created after it marked them included", async () => {
    const storage = createMemorySecondaryStorage();
    const { user } = await ownerWithWidget();
    const base = createKyselyAdapter(database.db, database.dialect, testSchema);
    // Runs between the marking of the user's sessions and the batch: a late-comer's session.
    let beforeBatch: (() => Promise<void>) | undefined;
    const adapter: Adapter = {
      ...base,
      writeAll: async (writes) => {
        await beforeBatch?.();
        return base.writeAll(writes);
      },
    };
    const internal = createInternalAdapter(adapter, {
      schema: testSchema,
      sessionEntries: createSessionEntries(storage, testSchema),
    });
    const newSession = async () => {
      const session = await internal.createSession(String(user.id), {
        expiresAt: new Date(Date.now() + 60_000),
      });
      // Read once, so secondary storage holds it.
      expect(await internal.findSession(session.token)).not.toBeNull();
      return session;
    };
    const early = await newSession();
    let late: Row | undefined;
    beforeBatch = async () => {
      late = await newSession();
    };
    await internal.writeRecords([
      { delete: { model: "session", where: [{ field: "userId", value: user.id }] } },
    ]);
    expect(late).toBeDefined();
    expect(await internal.findSession(early.token)).toBeNull();
    expect(await internal.findSession(String(late?.token))).toBeNull();
  });
});
