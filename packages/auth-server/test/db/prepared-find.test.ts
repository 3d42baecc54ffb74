import { type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Adapter, Row } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { migrate } from "../../src/db/migrate";
import { prepareFind } from "../../src/db/prepared-find";
import { isThenable } from "../../src/utils/is-thenable";
import { testSchema } from "./fixtures";

// A prepared find answers what findOne answers, its rows apart: on the first call (compiled),
// on later calls (the kept SQL; on SQLite the direct reader) and inside a transaction.

type Widget = Row & { id: string };
const WIDGET_BY_ID = prepareFind<{ widget: Widget; user: Row | null }>({
  model: "widget",
  where: [{ field: "id" }],
  join: { user: { on: ["ownerId", "id"] } },
});
const WIDGET_BY_CODE = prepareFind<{ widget: Widget }>({
  model: "widget",
  where: [{ field: "code" }],
});
const WIDGET_BY_OWNER_AND_LABEL = prepareFind<{ widget: Widget }>({
  model: "widget",
  where: [{ field: "ownerId" }, { field: "label", operator: "ne" }],
});
const USER_WITH_CREDENTIAL = prepareFind<{ user: Row; account: Row | null }>({
  model: "user",
  where: [{ field: "email" }],
  join: {
    account: { on: ["id", "userId"], where: [{ field: "providerId", value: "credential" }] },
  },
});

describe.each(testDatabases())("prepared finds on $name", (target) => {
  let database: TestDatabase;
  let adapter: Adapter;

  beforeEach(async () => {
    database = await target.open();
    await migrate(database.db, database.dialect, testSchema);
    adapter = createKyselyAdapter(database.db, database.dialect, testSchema);
  });
  afterEach(() => database.close());

  /** The answers of `read` compiled, kept, and inside a transaction. */
  async function thrice<R>(read: (through: Adapter) => R | Promise<R>): Promise<R[]> {
    const compiled = await read(adapter);
    const kept = await read(adapter);
    const inTransaction = await adapter.transaction(async (trx) => read(trx));
    return [compiled, kept, inTransaction];
  }

  async function ownedWidget() {
    const owner = await adapter.create<{ id: string }>({
      model: "user",
      data: { email: "owner@example.com", name: "Owner" },
    });
    await adapter.create({
      model: "widget",
      data: {
        id: "w1",
        label: "owned",
        code: "MiXeD",
        quantity: 2.5,
        enabled: true,
        madeAt: new Date("2026-01-02T03:04:05.678Z"),
        metadata: { a: [1, 2] },
        tags: ["x", "y"],
        ownerId: owner.id,
      },
    });
    await adapter.create({ model: "widget", data: { id: "w2", label: "loose" } });
    return owner;
  }

  it("answers findOne's row with the joined row beside it, not inside", async () => {
    const owner = await ownedWidget();
    const nested = await adapter.findOne<Row & { user: Row | null }>({
      model: "widget",
      where: [{ field: "id", value: "w1" }],
      join: { user: { on: ["ownerId", "id"] } },
    });
    const { user, ...widget } = nested ?? {};
    for (const found of await thrice((through) => through.findOneApart(WIDGET_BY_ID, ["w1"]))) {
      expect(found).toEqual({ widget, user });
      expect(Object.keys(found ?? {})).toEqual(["widget", "user"]);
      expect(found?.user).toMatchObject({ id: owner.id, email: "owner@example.com" });
      expect(found?.widget.madeAt).toEqual(new Date("2026-01-02T03:04:05.678Z"));
      expect(found?.widget).toMatchObject({ enabled: true, metadata: { a: [1, 2] } });
    }
  });

  it("answers a join that matched nothing as null, and nothing found as null", async () => {
    await ownedWidget();
    for (const found of await thrice((through) => through.findOneApart(WIDGET_BY_ID, ["w2"])))
      expect(found).toMatchObject({ widget: { id: "w2", ownerId: null }, user: null });
    for (const found of await thrice((through) => through.findOneApart(WIDGET_BY_ID, ["none"])))
      expect(found).toBeNull();
  });

  it("gives each call its own values, encoded as the field's (a lowercase field lowercased)", async () => {
    await ownedWidget();
    for (const id of ["w1", "w2", "w1", "none", "w2"]) {
      const found = await adapter.findOneApart(WIDGET_BY_ID, [id]);
      expect(found?.widget.id ?? null).toBe(id === "none" ? null : id);
    }
    for (const found of await thrice((through) => through.findOneApart(WIDGET_BY_CODE, ["MIXED"])))
      expect(found?.widget).toMatchObject({ id: "w1", code: "mixed" });
  });

  it("binds a join's own where before the find's", async () => {
    const user = await adapter.create<{ id: string }>({
      model: "user",
      data: { email: "with@example.com", name: "With" },
    });
    await adapter.create({
      model: "account",
      data: { userId: user.id, accountId: user.id, providerId: "github" },
    });
    await adapter.create({
      model: "account",
      data: { userId: user.id, accountId: user.id, providerId: "credential", password: "hash" },
    });
    for (const found of await thrice((through) =>
      through.findOneApart(USER_WITH_CREDENTIAL, ["with@example.com"]),
    )) {
      expect(found?.user).toMatchObject({ id: user.id });
      expect(found?.account).toMatchObject({ providerId: "credential", password: "hash" });
    }
  });

  it("reads a null value as `is null` (its own query), and later values with the kept one", async () => {
    const owner = await ownedWidget();
    const byOwner = (ownerId: string | null, notLabel: string) => (through: Adapter) =>
      through.findOneApart(WIDGET_BY_OWNER_AND_LABEL, [ownerId, notLabel]);
    for (const found of await thrice(byOwner(owner.id, "other")))
      expect(found?.widget.id).toBe("w1");
    for (const found of await thrice(byOwner(null, "other"))) expect(found?.widget.id).toBe("w2");
    for (const found of await thrice(byOwner(null, "loose"))) expect(found).toBeNull();
    for (const found of await thrice(byOwner(owner.id, "owned"))) expect(found).toBeNull();
    expect(
      (await adapter.findOneApart(WIDGET_BY_OWNER_AND_LABEL, [owner.id, "x"]))?.widget.id,
    ).toBe("w1");
  });

  it("answers at once on SQLite outside a transaction, and a promise inside one", async () => {
    if (database.dialect !== "sqlite") return;
    await ownedWidget();
    await adapter.findOneApart(WIDGET_BY_ID, ["w1"]);
    const atOnce = adapter.findOneApart(WIDGET_BY_ID, ["w1"]);
    expect(isThenable(atOnce)).toBe(false);
    expect(atOnce).toMatchObject({ widget: { id: "w1" } });
    await adapter.transaction(async (trx) => {
      const inside = trx.findOneApart(WIDGET_BY_ID, ["w1"]);
      expect(isThenable(inside)).toBe(true);
      expect(await inside).toMatchObject({ widget: { id: "w1" } });
    });
  });
});

describe("prepareFind", () => {
  it("refuses a join named as the model, whose row it would hide", () => {
    expect(() =>
      prepareFind({
        model: "user",
        where: [{ field: "id" }],
        join: { user: { on: ["id", "id"] } },
      }),
    ).toThrow("a prepared find of user cannot join user");
  });
});
