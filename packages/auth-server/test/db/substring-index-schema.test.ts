import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../src/db/create-kysely";
import { countShapeKey, findParameters, findShapeKey } from "../../src/db/find-query-cache";
import { buildSchema } from "../../src/db/merge-schema";
import { migrate } from "../../src/db/migrate";
import { resolveSchema } from "../../src/db/resolved-schema";
import { SchemaError } from "../../src/db/schema-errors";
import { searchTableOf } from "../../src/db/schema-indexes";
import { searchTablesGeneration } from "../../src/db/search-table-availability";
import { containsSearch, ftsPhrase, isLongSearch } from "../../src/db/substring-search";
import { searchSchema } from "./substring-search-fixtures";

describe("substringIndexes in the schema", () => {
  it("merges the fields plugins ask for as a union, on their own and on core tables", () => {
    const schema = buildSchema({
      plugins: [
        {
          id: "first",
          schema: {
            user: { fields: { nickname: { type: "string" } }, substringIndexes: ["email"] },
          },
        },
        { id: "second", schema: { user: { fields: {}, substringIndexes: ["name", "email"] } } },
        { id: "third", schema: { user: { fields: {}, substringIndexes: ["nickname"] } } },
      ],
    });
    expect(schema.user?.substringIndexes).toEqual(["email", "name", "nickname"]);
    const user = resolveSchema(schema, "sqlite").model("user");
    expect(user.substringIndexed.map((field) => [field.name, field.search?.name])).toEqual([
      ["email", "user_email_search"],
      ["name", "user_name_search"],
      ["nickname", "user_nickname_search"],
    ]);
    expect(user.fields.get("image")?.search).toBeNull();
  });

  it("refuses an unknown field, naming the model and the field", () => {
    const build = () =>
      buildSchema({
        plugins: [{ id: "p", schema: { user: { fields: {}, substringIndexes: ["nickname"] } } }],
      });
    expect(build).toThrow(SchemaError);
    expect(build).toThrow(
      'A substring index of model "user" names field "nickname", which the model does not have.',
    );
  });

  it("refuses a field that is not a string, naming the model, the field and its type", () => {
    const build = () =>
      buildSchema({
        plugins: [{ id: "p", schema: { user: { fields: {}, substringIndexes: ["createdAt"] } } }],
      });
    expect(build).toThrow(SchemaError);
    expect(build).toThrow(/model "user" names field "createdAt" of type "date"/);
    // A schema that did not go through buildSchema is checked when it is resolved.
    const unchecked = {
      note: { fields: { count: { type: "number" as const } }, substringIndexes: ["count"] },
    };
    expect(() => resolveSchema(unchecked, "sqlite")).toThrow(/field "count" of type "number"/);
  });

  it("shortens a long search table name as index names are", () => {
    const long = "a_table_name_that_goes_on_and_on_and_on";
    const search = searchTableOf(long, "a_column_name_that_is_long_too");
    expect(search.name).toHaveLength(63);
    expect(search.name).toMatch(
      /^a_table_name_that_goes_on_and_on_and_on_a_column_\w+_[0-9a-f]{8}$/,
    );
    expect(new Set(Object.values(search.triggers)).size).toBe(3);
  });
});

describe("the contains decision", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(isLongSearch("ab")).toBe(false);
    expect(isLongSearch("abc")).toBe(true);
    expect(isLongSearch("😀😀")).toBe(false);
    expect(isLongSearch("😀😀x")).toBe(true);
    expect(isLongSearch("é")).toBe(false);
    expect(isLongSearch("")).toBe(false);
  });

  it("quotes the text as one FTS5 phrase, doubling its quotes", () => {
    expect(ftsPhrase("user-07")).toBe('"user-07"');
    expect(ftsPhrase('say "hi"')).toBe('"say ""hi"""');
    expect(ftsPhrase("a*b OR c")).toBe('"a*b OR c"');
  });

  it("keys a long contains apart from a short one, and apart again once the search tables change", async () => {
    const shape = (value: string) =>
      findShapeKey({ model: "note", where: [{ field: "body", operator: "contains", value }] });
    expect(shape("ab")).toBe(shape("xy"));
    expect(shape("abc")).toBe(shape("xyz"));
    expect(shape("abc")).not.toBe(shape("ab"));
    expect(countShapeKey("note", [{ field: "body", operator: "contains", value: "abc" }])).not.toBe(
      countShapeKey("note", [{ field: "body", operator: "contains", value: "ab" }]),
    );

    const { db, dialect } = createDatabase(new Database(":memory:"));
    try {
      const before = shape("abc");
      const generation = searchTablesGeneration();
      await migrate(db, dialect, searchSchema);
      const resolved = resolveSchema(searchSchema, dialect, db);
      const note = resolved.model("note");
      const body = resolved.field(note, "body");
      // Nothing is read until a search asks: the decision alone never queries.
      expect(containsSearch(resolved, body, "abc", dialect).parameter).toBe("abc");
      resolved.searchTables.refreshIfDue();
      expect(searchTablesGeneration()).toBeGreaterThan(generation);
      expect(shape("abc")).not.toBe(before);
      expect(shape("ab")).toBe(shape("xy"));
      const where = [{ field: "body", operator: "contains" as const, value: 'a"bc' }];
      expect(findParameters(resolved, note, { where }, dialect)).toEqual(['"a""bc"']);
      expect(containsSearch(resolved, body, "ab", dialect)).toEqual({
        form: "scan",
        parameter: "ab",
      });
      expect(containsSearch(resolved, resolved.field(note, "copy"), "abc", dialect)).toEqual({
        form: "scan",
        parameter: "abc",
      });
    } finally {
      await db.destroy();
    }
  });
});
