import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import type { Where, WhereOperator } from "../../src/db/adapter-types";
import { countShapeKey, createFindQueryCache, findShapeKey } from "../../src/db/find-query-cache";
import { createTestAuth } from "../../src/testing";

describe("compiled find cache", () => {
  it("keys only value-independent shapes", () => {
    const eq = findShapeKey({
      model: "user",
      where: [{ field: "email", value: "a@b.co" }],
      limit: 1,
    });
    const sameShape = findShapeKey({
      model: "user",
      where: [{ field: "email", value: "z@y.co" }],
      limit: 1,
    });
    expect(eq).not.toBeNull();
    expect(sameShape).toBe(eq);
    expect(
      findShapeKey({ model: "user", where: [{ field: "id", operator: "in", value: ["a"] }] }),
    ).toBeNull();
    expect(findShapeKey({ model: "user", where: [{ field: "image", value: null }] })).toBeNull();
    const contains = findShapeKey({
      model: "user",
      where: [{ field: "name", operator: "contains", value: "a" }],
    });
    expect(contains).not.toBeNull();
    expect(contains).not.toBe(
      findShapeKey({ model: "user", where: [{ field: "name", value: "a" }] }),
    );
    expect(contains).not.toBe(
      findShapeKey({
        model: "user",
        where: [{ field: "name", operator: "starts_with", value: "a" }],
      }),
    );
    expect(
      findShapeKey({ model: "user", where: [{ field: "email", value: "a" }], limit: 2 }),
    ).not.toBe(eq);
  });

  it("keys joins by their shape, the same for a reused join object and a fresh equal one", () => {
    const join = { user: { on: ["userId", "id"] as [string, string] } };
    const shape = (spec: typeof join) => ({
      model: "session",
      where: [{ field: "token", value: "t" }],
      join: spec,
    });
    const first = findShapeKey(shape(join));
    expect(first).not.toBeNull();
    expect(findShapeKey(shape(join))).toBe(first);
    expect(findShapeKey(shape({ user: { on: ["userId", "id"] } }))).toBe(first);
    expect(findShapeKey(shape({ user: { on: ["id", "userId"] } }))).not.toBe(first);
    const nullInJoin = {
      account: { on: ["id", "userId"] as [string, string], where: [{ field: "x", value: null }] },
    };
    expect(findShapeKey({ model: "user", join: nullInJoin })).toBeNull();
  });

  it("keys a subquery by its model, selected field and where's shape, not its values", () => {
    const members = (
      subquery: { model: string; select: string; where: Where[] },
      operator: "in" | "not_in" = "in",
    ) =>
      findShapeKey({
        model: "member",
        where: [{ field: "organizationId", operator, value: subquery }],
      });
    const bySlug = (slug: string, field = "slug", operator: WhereOperator = "eq") =>
      members({ model: "organization", select: "id", where: [{ field, operator, value: slug }] });
    const key = bySlug("acme");
    expect(key).not.toBeNull();
    expect(bySlug("globex")).toBe(key);
    expect(bySlug("acme", "name")).not.toBe(key);
    expect(bySlug("acme", "slug", "starts_with")).not.toBe(key);
    const other = { model: "team", select: "id", where: [{ field: "slug", value: "acme" }] };
    expect(members(other)).not.toBe(key);
    expect(members({ ...other, model: "organization", select: "name" })).not.toBe(key);
    expect(
      members(
        { model: "organization", select: "id", where: [{ field: "slug", value: "a" }] },
        "not_in",
      ),
    ).not.toBe(key);
    expect(members({ model: "organization", select: "id", where: [] })).not.toBe(key);
    expect(
      members({ model: "organization", select: "id", where: [{ field: "slug", value: null }] }),
    ).toBeNull();
    expect(
      members({
        model: "organization",
        select: "id",
        where: [{ field: "id", operator: "in", value: ["a"] }],
      }),
    ).toBeNull();
    expect(
      countShapeKey("member", [
        {
          field: "organizationId",
          operator: "in",
          value: { model: "organization", select: "id", where: [{ field: "slug", value: "a" }] },
        },
      ]),
    ).toBe(
      countShapeKey("member", [
        {
          field: "organizationId",
          operator: "in",
          value: { model: "organization", select: "id", where: [{ field: "slug", value: "b" }] },
        },
      ]),
    );
  });

  it("keys counts by their where's shape, apart from finds", () => {
    const where = [{ field: "email", operator: "contains" as const, value: "a" }];
    expect(countShapeKey("user", where)).toBe(
      countShapeKey("user", [{ field: "email", operator: "contains", value: "z" }]),
    );
    expect(countShapeKey("user", where)).not.toBe(findShapeKey({ model: "user", where }));
    expect(countShapeKey("user", undefined)).toBe(countShapeKey("user", []));
    expect(countShapeKey("user", [{ field: "id", operator: "in", value: ["a"] }])).toBeNull();
  });

  it("takes a fixed limit apart from the shape (findOne)", () => {
    const shape = { model: "user", where: [{ field: "email", value: "a@b.co" }] };
    expect(findShapeKey(shape, 1)).toBe(findShapeKey({ ...shape, limit: 1 }));
    expect(findShapeKey(shape, 1)).not.toBe(findShapeKey(shape));
  });

  it("refuses to cache a compilation whose parameters differ from the computed ones", () => {
    const cache = createFindQueryCache<string>();
    const compiled = CompiledQuery.raw("select 1 where x = ?", ["a"]);
    cache.remember("k", compiled, ["different"], "derived");
    expect(cache.get("k")).toBeUndefined();
    cache.remember("k", compiled, ["a"], "derived");
    expect(cache.get("k")).toEqual({ query: compiled, derived: "derived" });
  });

  it("regression: repeated finds of one shape return each value's own row, not the first one's", async () => {
    const t = await createTestAuth();
    const first = await t.signUp({ email: "first@example.com" });
    const second = await t.signUp({ email: "second@example.com" });
    const { internalAdapter } = await t.auth.$context;
    for (let round = 0; round < 3; round++) {
      expect((await internalAdapter.findUserByEmail("first@example.com"))?.id).toBe(first.user.id);
      expect((await internalAdapter.findUserByEmail("second@example.com"))?.id).toBe(
        second.user.id,
      );
      expect(await internalAdapter.findUserByEmail("nobody@example.com")).toBeNull();
    }
  });

  it("regression: repeated text matches and counts of one shape use each value's own pattern", async () => {
    const t = await createTestAuth();
    const names = { "ann@one.test": "Ann", "bob@one.test": "Bob", "ann@two.test": "A*n" };
    for (const [email, name] of Object.entries(names)) await t.signUp({ email, name });
    const { adapter } = await t.auth.$context;
    const emails = async (
      operator: "contains" | "starts_with" | "ends_with",
      value: string,
      field = "email",
    ) =>
      (
        await adapter.findMany<{ email: string }>({
          model: "user",
          where: [{ field, operator, value }],
        })
      )
        .map((user) => user.email)
        .sort();
    const counted = (value: string) =>
      adapter.count({ model: "user", where: [{ field: "email", operator: "contains", value }] });
    for (let round = 0; round < 3; round++) {
      expect(await emails("contains", "@one")).toEqual(["ann@one.test", "bob@one.test"]);
      expect(await emails("contains", "@two")).toEqual(["ann@two.test"]);
      expect(await emails("contains", "*", "name")).toEqual(["ann@two.test"]);
      expect(await emails("contains", "n", "name")).toEqual(["ann@one.test", "ann@two.test"]);
      expect(await emails("starts_with", "ann")).toEqual(["ann@one.test", "ann@two.test"]);
      expect(await emails("ends_with", "one.test")).toEqual(["ann@one.test", "bob@one.test"]);
      expect(await counted("ann")).toBe(2);
      expect(await counted("@")).toBe(3);
      expect(await counted("nobody")).toBe(0);
    }
  });
});
