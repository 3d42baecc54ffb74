import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row } from "../../src/db/adapter-types";
import { DatabaseHookVetoError } from "../../src/db/database-hook-veto-error";
import { createInternalAdapter } from "../../src/db/internal-adapter";
import type { DatabaseHooks } from "../../src/db/internal-adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { testSchema } from "./fixtures";

/** Types a hooks literal for the generic models (the widget of the test schema). */
const hooks = (value: DatabaseHooks): DatabaseHooks => value;

describe.each(testDatabases())("internalAdapter.writeRecordsFollowedBy on $name", (target) => {
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

  const newUser = () => ({
    create: {
      model: "user",
      data: { email: `f-${crypto.randomUUID()}@example.com`, name: "Before" },
    },
  });
  const widgetOf = (ownerId: unknown) => ({
    model: "widget",
    data: { label: "follower", code: `c-${crypto.randomUUID()}`, ownerId },
  });
  const widgetsOf = (internal: ReturnType<typeof internalAdapter>, ownerId: unknown) =>
    internal.adapter.findMany<Row>({
      model: "widget",
      where: [{ field: "ownerId", value: String(ownerId) }],
    });

  it("shows the follower what the writes will write, hooks applied, and writes them together", async () => {
    const after: string[] = [];
    const internal = internalAdapter(
      hooks({
        user: {
          create: {
            before: () => ({ data: { name: "Hooked" } }),
            after: (record) => void after.push(`user ${String(record.name)}`),
          },
        },
        widget: { create: { after: (record) => void after.push(`widget ${record.label}`) } },
      }),
    );
    let shown: readonly (Row | null)[] = [];
    const { answers, followed } = await internal.writeRecordsFollowedBy(
      [newUser()],
      async (prepared) => {
        shown = prepared;
        // The user is not stored yet: the follower judges from the row in hand.
        const stored = await internal.adapter.count({
          model: "user",
          where: [{ field: "id", value: String(prepared[0]?.id) }],
        });
        expect(stored).toBe(0);
        return [widgetOf(prepared[0]?.id)];
      },
    );
    const [user] = answers;
    expect(shown[0]).toMatchObject({ id: user.id, name: "Hooked" });
    expect(followed).toEqual({ rows: [expect.objectContaining({ ownerId: user.id })] });
    expect(await widgetsOf(internal, user.id)).toHaveLength(1);
    // After hooks in write order, once everything is written.
    expect(after).toEqual(["user Hooked", "widget follower"]);
  });

  it("a follower that throws leaves the writes made alone, with their after hooks, and answers why", async () => {
    const after: string[] = [];
    const internal = internalAdapter(
      hooks({ user: { create: { after: (record) => void after.push(String(record.name)) } } }),
    );
    const why = new Error("not this time");
    const { answers, followed } = await internal.writeRecordsFollowedBy([newUser()], async () => {
      throw why;
    });
    const [user] = answers;
    expect(followed).toEqual({ refused: why });
    expect(await internal.findUserById(String(user.id))).toMatchObject({ name: "Before" });
    expect(after).toEqual(["Before"]);
  });

  it("a follower's before hook that refuses leaves the writes made alone and answers the refusal", async () => {
    const after: string[] = [];
    const internal = internalAdapter(
      hooks({
        user: { create: { after: () => void after.push("user") } },
        widget: { create: { before: () => false, after: () => void after.push("widget") } },
      }),
    );
    const { answers, followed } = await internal.writeRecordsFollowedBy(
      [newUser()],
      async (prepared) => [widgetOf(prepared[0]?.id)],
    );
    const [user] = answers;
    expect("refused" in followed && followed.refused).toBeInstanceOf(DatabaseHookVetoError);
    expect(await internal.findUserById(String(user.id))).not.toBeNull();
    expect(await widgetsOf(internal, user.id)).toHaveLength(0);
    expect(after).toEqual(["user"]);
  });

  it("an update is shown as the fields it sets", async () => {
    const internal = internalAdapter();
    const user = await internal.createRecord("user", newUser().create.data);
    const where = [{ field: "id", value: user.id }];
    const { answers, followed } = await internal.writeRecordsFollowedBy(
      [{ update: { model: "user", where, data: { name: "Renamed" } } }],
      async (prepared) => {
        expect(prepared[0]).toMatchObject({ name: "Renamed" });
        return [widgetOf(user.id)];
      },
    );
    expect(answers[0]).toEqual([expect.objectContaining({ name: "Renamed" })]);
    expect("rows" in followed && followed.rows).toHaveLength(1);
  });

  it("writeRecordsFollowedByIf: a failed condition writes nothing, the follower not asked", async () => {
    const internal = internalAdapter();
    const user = await internal.createRecord("user", newUser().create.data);
    const where = [{ field: "id", value: user.id }];
    let asked = false;
    const written = await internal.writeRecordsFollowedByIf(
      {
        when: [{ absent: { model: "user", where } }],
        writes: [{ update: { model: "user", where, data: { name: "Renamed" } } }],
      },
      async () => {
        asked = true;
        return [widgetOf(user.id)];
      },
    );
    expect(written).toEqual({ failed: 0, answers: null, followed: null });
    expect(await internal.findUserById(String(user.id))).toMatchObject({ name: "Before" });
    expect(await widgetsOf(internal, user.id)).toHaveLength(0);
    // The follower is shown the writes before the conditions are read.
    expect(asked).toBe(true);
  });

  it("writeRecordsFollowedByIf: the conditions holding, the writes and the followers together; a refusal leaves the writes alone", async () => {
    const internal = internalAdapter();
    const user = await internal.createRecord("user", newUser().create.data);
    const where = [{ field: "id", value: user.id }];
    const exists = [{ exists: { model: "user", where } }];
    const followedBy = await internal.writeRecordsFollowedByIf(
      { when: exists, writes: [{ update: { model: "user", where, data: { name: "Renamed" } } }] },
      async () => [widgetOf(user.id)],
    );
    expect(followedBy.failed).toBeNull();
    expect(followedBy.answers?.[0]).toEqual([expect.objectContaining({ name: "Renamed" })]);
    expect(await widgetsOf(internal, user.id)).toHaveLength(1);
    const why = new Error("not this time");
    const alone = await internal.writeRecordsFollowedByIf(
      { when: exists, writes: [{ update: { model: "user", where, data: { name: "Alone" } } }] },
      async () => {
        throw why;
      },
    );
    expect(alone).toMatchObject({ failed: null, followed: { refused: why } });
    expect(await internal.findUserById(String(user.id))).toMatchObject({ name: "Alone" });
    expect(await widgetsOf(internal, user.id)).toHaveLength(1);
  });
});
