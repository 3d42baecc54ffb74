import { describe, expect, it } from "vitest";
import { type ResolvedField, resolveSchema } from "../../src/db/resolved-schema";
import {
  compiledDecoder,
  compiledRowDecoder,
  FROM_LOCAL_FIELD,
  fromParameter,
  interpretedDecoder,
  type PlannedJoin,
  type PlannedRow,
} from "../../src/db/row-decoder";
import { testSchema } from "./fixtures";

// The compiled decoder must build exactly the rows the interpreted one builds (which the adapter
// tests cover on every dialect), for every codec, source and join form.

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
const ROWS: { name: string; values: unknown[] }[] = [
  { name: "both joins matched", values: [...widgetValues, ...userValues(1), ...userValues("u1")] },
  {
    name: "no join matched",
    values: [...widgetValues, ...userValues(0), ...userValues(null)],
  },
  {
    name: "nulls and missing values",
    values: ["w2", "Bare", null, null, undefined, null, null, null, 0, null, null, null],
  },
];

describe("row decoder", () => {
  const compiled = compiledDecoder(widgetRow, JOINS);
  const interpreted = interpretedDecoder(widgetRow, JOINS);

  it("compiles where the runtime allows code generation", () => {
    expect(compiled).not.toBeNull();
  });

  it.each(ROWS)("builds the interpreted row: $name", ({ values }) => {
    const parameters = ["mixed"];
    const row = compiled?.(values, parameters);
    expect(row).toEqual(interpreted(values, parameters));
    expect(Object.keys(row ?? {})).toEqual(Object.keys(interpreted(values, parameters)));
  });

  it("decodes every codec and source", () => {
    const row = compiled?.(ROWS[0]?.values ?? [], ["mixed"]);
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
    const bare = compiled?.(ROWS[2]?.values ?? [], ["mixed"]);
    expect(bare).toMatchObject({ enabled: null, madeAt: null, owner: null, creator: null });
  });

  it("gives every call its own row", () => {
    const values = ROWS[0]?.values ?? [];
    const first = compiled?.(values, ["a"]);
    const second = compiled?.(values, ["b"]);
    expect(first).not.toBe(second);
    expect(first?.owner).not.toBe(second?.owner);
    expect([first?.code, second?.code]).toEqual(["a", "b"]);
  });

  it("writes no field name as code: a name that is not an identifier stays a key", () => {
    const odd = renamedEmail('e"mail\\n}); throw 1; ({');
    const plan: PlannedRow = { fields: [schema.field(user, "id"), odd], sources: [0, 1] };
    const decode = compiledDecoder(plan, []);
    expect(decode?.(["u1", "x"], [])).toEqual({ id: "u1", [odd.name]: "x" });
  });

  it("leaves a __proto__ key to the interpreted decoder (a literal would set the prototype)", () => {
    const plan: PlannedRow = { fields: [renamedEmail("__proto__")], sources: [0] };
    expect(compiledDecoder(plan, [])).toBeNull();
    compiledRowDecoder(plan, [])([{ polluted: true }], []);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
