import { describe, expect, it } from "vitest";
import { type ResolvedField, resolveSchema } from "../../src/db/resolved-schema";
import {
  FROM_LOCAL_FIELD,
  fromParameter,
  type PlannedJoin,
  type PlannedRow,
  rowDecoder,
} from "../../src/db/row-decoder";
import { testSchema } from "./fixtures";

// The decoder builds a plan's rows from their values, bound parameters and joined rows, for every
// codec, source and join form (the adapter tests cover the plans it is given on every dialect).

const schema = resolveSchema(testSchema, "sqlite");
const widget = schema.model("widget");
const user = schema.model("user");

// widget: id, label, code, quantity, enabled, madeAt, metadata, tags, ownerId; `code` is the
// first bound parameter, every other field a result column in order.
const widgetRow: PlannedRow = {
  fields: widget.fieldList,
  sources: widget.fieldList.map((field, index) =>
    field.name === "code" ? fromParameter(0) : index > 2 ? index - 1 : index,
  ),
};
const WIDGET_COLUMNS = widget.fieldList.length - 1;

/** The owner: its id from the widget's ownerId, whether it matched from a 0/1 column. */
const ownerJoin: PlannedJoin = {
  key: "owner",
  fields: user.fieldList,
  sources: user.fieldList.map((field, index) =>
    field.name === "id" ? FROM_LOCAL_FIELD : WIDGET_COLUMNS + index,
  ),
  presence: WIDGET_COLUMNS,
  presenceIsFlag: true,
  localField: "ownerId",
};

/** The same user again, matched by its id column read back (not a 0/1 flag). */
const OWNER_COLUMNS = user.fieldList.length;
const creatorJoin: PlannedJoin = {
  key: "creator",
  fields: user.fieldList,
  sources: user.fieldList.map((_, index) => WIDGET_COLUMNS + OWNER_COLUMNS + index),
  presence: WIDGET_COLUMNS + OWNER_COLUMNS,
  presenceIsFlag: false,
  localField: "ownerId",
};

const JOINS = [ownerJoin, creatorJoin];
/** The user's email field under another name (a string read as stored). */
const renamedEmail = (name: string): ResolvedField => ({ ...schema.field(user, "email"), name });
const MADE = Date.UTC(2026, 10, 26, 12, 30, 15, 250);

// user: id, email, emailVerified, name, image, createdAt, updatedAt
const userValues = (id: unknown) => [id, "ann@example.com", 1, "Ann", null, MADE, MADE + 1];
const widgetValues = [
  "w1",
  "Label",
  3.5,
  0,
  MADE,
  '{"plan":"pro","seats":[1,2]}',
  '["a","b"]',
  "u1",
];
const ROWS = {
  matched: [...widgetValues, ...userValues(1), ...userValues("u1")],
  bare: ["w2", "Bare", null, null, undefined, null, null, null, 0, null, null, null],
};

describe("row decoder", () => {
  const decode = rowDecoder(widgetRow, JOINS);

  it("decodes every codec and source", () => {
    const row = decode(ROWS.matched, ["mixed"]);
    expect(row).toEqual({
      id: "w1",
      label: "Label",
      code: "mixed",
      quantity: 3.5,
      enabled: false,
      madeAt: new Date(MADE),
      metadata: { plan: "pro", seats: [1, 2] },
      tags: ["a", "b"],
      ownerId: "u1",
      owner: {
        id: "u1",
        email: "ann@example.com",
        emailVerified: true,
        name: "Ann",
        image: null,
        createdAt: new Date(MADE),
        updatedAt: new Date(MADE + 1),
      },
      creator: expect.objectContaining({ id: "u1", emailVerified: true }),
    });
    expect(Object.keys(row)).toEqual([...widget.fieldList.map((f) => f.name), "owner", "creator"]);
  });

  it("answers null for a joined row that did not match, and for missing values", () => {
    const unmatched = [...widgetValues, ...userValues(0), ...userValues(null)];
    expect(decode(unmatched, ["mixed"])).toMatchObject({ owner: null, creator: null });
    expect(decode(ROWS.bare, ["mixed"])).toMatchObject({
      enabled: null,
      madeAt: null,
      owner: null,
      creator: null,
    });
  });

  it("gives every call its own row", () => {
    const first = decode(ROWS.matched, ["a"]);
    const second = decode(ROWS.matched, ["b"]);
    expect(first).not.toBe(second);
    expect(first.owner).not.toBe(second.owner);
    expect([first.code, second.code]).toEqual(["a", "b"]);
  });

  it("keeps a field named __proto__ from touching Object.prototype", () => {
    const plan: PlannedRow = { fields: [renamedEmail("__proto__")], sources: [0] };
    rowDecoder(plan, [])([{ polluted: true }], []);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
