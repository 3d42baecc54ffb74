import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adapter, Row, WriteCondition } from "../../src/db/adapter-types";
import { createDatabase } from "../../src/db/create-kysely";
import type { StatementPipeline } from "../../src/db/database-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { UniqueConstraintError } from "../../src/db/unique-constraint-error";
import { testSchema } from "./fixtures";

const madeAt = new Date("2026-01-02T03:04:05.000Z");

const newWidget = (ownerId: unknown, code = `code-${crypto.randomUUID()}`): Row => ({
  label: "Gear",
  code,
  quantity: 3,
  madeAt,
  metadata: { size: "M", quote: "it's \\ fine" },
  tags: ["a"],
  ownerId,
});

describe.each(testDatabases())("adapter.writeAllIf on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;
  const trips = { sent: 0 };

  beforeAll(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
    // The pipeline Tollgate keeps for a Kysely it made over a pg Pool, counted.
    const { pipeline } = createDatabase({ db: database.db, type: database.dialect });
    if (database.dialect === "postgres") expect(pipeline).toBeTypeOf("function");
    const counted: StatementPipeline | undefined =
      pipeline &&
      ((text) => {
        trips.sent++;
        return pipeline(text);
      });
    adapter = createKyselyAdapter(database.db, database.dialect, testSchema, {
      ...(counted ? { pipeline: counted } : {}),
    });
  });
  afterAll(() => database.close());

  async function owner() {
    return adapter.create({
      model: "user",
      data: { email: `owner-${crypto.randomUUID()}@example.com`, name: "Owner" },
    });
  }

  const fewerThan = (ownerId: unknown, limit: number): WriteCondition => ({
    fewerThan: { model: "widget", where: [{ field: "ownerId", value: ownerId }], limit },
  });

  it("writes when every condition holds, and answers the rows (one round trip on postgres)", async () => {
    const user = await owner();
    trips.sent = 0;
    const answer = await adapter.writeAllIf({
      lock: { model: "user", where: [{ field: "id", value: user.id }] },
      when: [
        { exists: { model: "user", where: [{ field: "id", value: user.id }] } },
        { absent: { model: "widget", where: [{ field: "ownerId", value: user.id }] } },
        fewerThan(user.id, 1),
      ],
      writes: [
        { create: { model: "widget", data: newWidget(user.id) } },
        {
          update: {
            model: "user",
            where: [{ field: "id", value: user.id }],
            update: { name: "O'Brien \\ 1" },
          },
        },
      ],
    });
    if (database.dialect === "postgres") expect(trips.sent).toBe(1);
    expect(answer.failed).toBeNull();
    const [created, updated] = answer.answers ?? [];
    expect(created).toMatchObject({ ...newWidget(user.id, String(created?.code)), enabled: false });
    expect(updated).toEqual([{ ...user, name: "O'Brien \\ 1" }]);
    const stored = await adapter.findOne({
      model: "widget",
      where: [{ field: "id", value: created?.id }],
    });
    expect(stored).toEqual(created);
  });

  it("writes nothing and names the first condition that failed", async () => {
    const user = await owner();
    await adapter.create({ model: "widget", data: newWidget(user.id) });
    const answer = await adapter.writeAllIf({
      when: [
        { exists: { model: "user", where: [{ field: "id", value: user.id }] } },
        fewerThan(user.id, 1),
        { exists: { model: "user", where: [{ field: "id", value: "nobody" }] } },
      ],
      writes: [
        { create: { model: "widget", data: newWidget(user.id) } },
        {
          update: {
            model: "user",
            where: [{ field: "id", value: user.id }],
            update: { name: "Never" },
          },
        },
      ],
    });
    expect(answer).toEqual({ failed: 1, answers: null });
    const [count, stored] = await adapter.readAll([
      { count: { model: "widget", where: [{ field: "ownerId", value: user.id }] } },
      { findOne: { model: "user", where: [{ field: "id", value: user.id }] } },
    ]);
    expect(count).toBe(1);
    expect(stored?.name).toBe("Owner");
  });

  it("stores values that look like SQL verbatim", async () => {
    const user = await owner();
    const hostile = `x'); drop table "widget"; -- $1 "\\' \u00e9`;
    const answer = await adapter.writeAllIf({
      when: [],
      writes: [
        {
          update: {
            model: "user",
            where: [{ field: "id", value: user.id }],
            update: { name: hostile },
          },
        },
      ],
    });
    expect(answer.answers?.[0]).toEqual([{ ...user, name: hostile }]);
    const stored = await adapter.findOne({
      model: "user",
      where: [{ field: "name", value: hostile }],
    });
    expect(stored?.id).toBe(user.id);
  });

  it("holds a limit under concurrent calls: of eight, exactly the limit's number write", async () => {
    const user = await owner();
    const attempts = Array.from({ length: 8 }, () =>
      adapter.writeAllIf({
        lock: { model: "user", where: [{ field: "id", value: user.id }] },
        when: [fewerThan(user.id, 3)],
        writes: [{ create: { model: "widget", data: newWidget(user.id) } }],
      }),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer.failed === null)).toHaveLength(3);
    expect(
      await adapter.count({ model: "widget", where: [{ field: "ownerId", value: user.id }] }),
    ).toBe(3);
  });

  it("throws UniqueConstraintError naming the model, and writes none of the batch", async () => {
    const user = await owner();
    const taken = await adapter.create({ model: "widget", data: newWidget(user.id) });
    const error = await adapter
      .writeAllIf({
        when: [],
        writes: [
          {
            update: {
              model: "user",
              where: [{ field: "id", value: user.id }],
              update: { name: "Lost" },
            },
          },
          { create: { model: "widget", data: newWidget(user.id, String(taken.code)) } },
        ],
      })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(UniqueConstraintError);
    expect(error).toMatchObject({ model: "widget", fields: ["code"] });
    const stored = await adapter.findOne({
      model: "user",
      where: [{ field: "id", value: user.id }],
    });
    expect(stored?.name).toBe("Owner");
  });

  it("inside a transaction, locks and reads in it, and rolls back with it", async () => {
    const user = await owner();
    const rolledBack = adapter.transaction(async (trx) => {
      const answer = await trx.writeAllIf({
        lock: { model: "user", where: [{ field: "id", value: user.id }] },
        when: [fewerThan(user.id, 1)],
        writes: [{ create: { model: "widget", data: newWidget(user.id) } }],
      });
      expect(answer.failed).toBeNull();
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    expect(
      await adapter.count({ model: "widget", where: [{ field: "ownerId", value: user.id }] }),
    ).toBe(0);
  });
});
