import type {
  AnyField,
  AnyUnion,
  ClientOf,
  Field,
  ObjectClient,
  ObjectWire,
  Open,
  Shape,
  UnionSpec,
  WireOf,
} from "./field";
import type { FieldEntry, Node, ObjectDef, UnionDef } from "./node";
import { snakeCase } from "./snake-case";

function leaf<Wire, Client>(node: Node): Field<Wire, Client> {
  return { node, optional: false };
}

function entry(client: string, field: AnyField): FieldEntry {
  return { client, wire: snakeCase(client), node: field.node, optional: field.optional };
}

/** The runtime description of an object (what `f.object` wraps in a field). */
export function objectDef(name: string, shape: Shape, unions: readonly AnyUnion[] = []): ObjectDef {
  const fields = Object.entries(shape).map(([client, field]) => entry(client, field));
  const unionDefs: UnionDef[] = unions.map((union) => ({
    key: entry(union.key, leaf<string, string>({ kind: "string" })),
    variants: new Map(
      Object.entries(union.variants).map(([value, variantShape]) => [
        value,
        objectDef(`${name}.${value}`, variantShape, []),
      ]),
    ),
  }));
  const all = [...fields, ...unionDefs.map((union) => union.key)];
  return {
    name,
    fields,
    unions: unionDefs,
    byWire: new Map(all.map((field) => [field.wire, field])),
    byClient: new Map(all.map((field) => [field.client, field])),
  };
}

/** The field builders every entity is written with. */
export const f = {
  string: () => leaf<string, string>({ kind: "string" }),
  /** An integer (amounts, counts). */
  int: () => leaf<number, number>({ kind: "int" }),
  number: () => leaf<number, number>({ kind: "number" }),
  boolean: () => leaf<boolean, boolean>({ kind: "boolean" }),
  /** ISO 8601 text with an offset on the wire, a `Date` in the client form. */
  date: () => leaf<string, Date>({ kind: "date" }),
  /** A metadata value: string, integer, number or boolean. */
  scalar: () => leaf<string | number | boolean, string | number | boolean>({ kind: "scalar" }),
  /** Any JSON value, kept as it is in both forms. */
  json: () => leaf<unknown, unknown>({ kind: "json" }),
  /** An open enumeration: the known values are typed, any other string is accepted. */
  enum: <const Known extends readonly string[]>(
    values: Known,
  ): Field<Open<Known[number]>, Open<Known[number]>> =>
    leaf<Open<Known[number]>, Open<Known[number]>>({ kind: "enum", values }),
  tuple: <const Items extends readonly Field<unknown, unknown, false>[]>(
    ...items: Items
  ): Field<
    { -readonly [I in keyof Items]: WireOf<Items[I]> },
    { -readonly [I in keyof Items]: ClientOf<Items[I]> }
  > =>
    leaf<
      { -readonly [I in keyof Items]: WireOf<Items[I]> },
      { -readonly [I in keyof Items]: ClientOf<Items[I]> }
    >({ kind: "tuple", items: items.map((item) => item.node) }),
  /** May be absent on the wire, where it means `value`; always present in the client form. */
  defaulted: <Value extends string | number | boolean>(
    inner: Field<Value, Value>,
    value: NoInfer<Value>,
  ): Field<Value, Value, true, false> => ({
    node: { kind: "default", inner: inner.node, value },
    optional: true,
  }),
  nullable: <Wire, Client, Optional extends boolean>(
    inner: Field<Wire, Client, Optional>,
  ): Field<Wire | null, Client | null, Optional> => ({
    node: { kind: "nullable", inner: inner.node },
    optional: inner.optional,
  }),
  optional: <Wire, Client>(inner: Field<Wire, Client, boolean>): Field<Wire, Client, true> => ({
    node: inner.node,
    optional: true,
  }),
  /** May be null or absent (billing.md §5: "most optional fields may be null or absent"). */
  maybe: <Wire, Client>(
    inner: Field<Wire, Client, boolean>,
  ): Field<Wire | null, Client | null, true> => ({
    node: { kind: "nullable", inner: inner.node },
    optional: true,
  }),
  array: <Wire, Client>(item: Field<Wire, Client, boolean>): Field<Wire[], Client[]> =>
    leaf<Wire[], Client[]>({ kind: "array", item: item.node }),
  /** A map with free keys (kept as they are in both forms). */
  record: <Wire, Client>(
    value: Field<Wire, Client, boolean>,
  ): Field<Record<string, Wire>, Record<string, Client>> =>
    leaf<Record<string, Wire>, Record<string, Client>>({ kind: "record", value: value.node }),
  /** A discriminated union on `key`; pass it to `f.object` after the shape. */
  union: <const Key extends string, const Variants extends { readonly [value: string]: Shape }>(
    key: Key,
    variants: Variants,
  ): UnionSpec<Key, Variants> => ({ key, variants }),
  object: <const S extends Shape, const Us extends readonly AnyUnion[]>(
    name: string,
    shape: S,
    ...unions: Us
  ): Field<ObjectWire<S, Us>, ObjectClient<S, Us>> =>
    leaf<ObjectWire<S, Us>, ObjectClient<S, Us>>({
      kind: "object",
      def: objectDef(name, shape, unions),
    }),
  /** Either of two forms, told apart by whether `key` (camelCase) is present. */
  either: <W1, C1, W2, C2>(
    key: string,
    ifPresent: Field<W1, C1, boolean>,
    otherwise: Field<W2, C2, boolean>,
  ): Field<W1 | W2, C1 | C2> =>
    leaf<W1 | W2, C1 | C2>({
      kind: "either",
      key: { wire: snakeCase(key), client: key },
      ifPresent: ifPresent.node,
      otherwise: otherwise.node,
    }),
  /** A reference resolved on first use, for recursive structures. */
  lazy: <Wire, Client>(get: () => Field<Wire, Client, boolean>): Field<Wire, Client> =>
    leaf<Wire, Client>({ kind: "lazy", get: () => get().node }),
};
