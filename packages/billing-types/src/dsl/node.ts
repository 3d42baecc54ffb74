/**
 * The runtime description of a field, shared by every derivation (wire zod schema, converters,
 * JSON Schema). Names are camelCase; the wire name of every key is computed, never written.
 */
export type Node =
  | { readonly kind: "string" }
  | { readonly kind: "int" }
  | { readonly kind: "number" }
  | { readonly kind: "boolean" }
  | { readonly kind: "date" }
  | { readonly kind: "scalar" }
  | { readonly kind: "json" }
  | { readonly kind: "enum"; readonly values: readonly string[] }
  | { readonly kind: "nullable"; readonly inner: Node }
  | { readonly kind: "array"; readonly item: Node }
  | { readonly kind: "tuple"; readonly items: readonly Node[] }
  /** Absent on the wire means `value`; the client form always carries it. */
  | { readonly kind: "default"; readonly inner: Node; readonly value: string | number | boolean }
  | { readonly kind: "record"; readonly value: Node }
  | { readonly kind: "object"; readonly def: ObjectDef }
  | {
      readonly kind: "either";
      /** Wire and client spelling of the key whose presence selects `ifPresent`. */
      readonly key: { readonly wire: string; readonly client: string };
      readonly ifPresent: Node;
      readonly otherwise: Node;
    }
  | { readonly kind: "lazy"; readonly get: () => Node };

/** One named member of an object: its two spellings and its value's description. */
export interface FieldEntry {
  readonly client: string;
  readonly wire: string;
  readonly node: Node;
  /** May be absent from the payload (as well as null, when the node is nullable). */
  readonly optional: boolean;
}

/** A set of variants chosen by the value of one key (the discriminator). */
export interface UnionDef {
  readonly key: FieldEntry;
  readonly variants: ReadonlyMap<string, ObjectDef>;
}

/** An object: fixed fields plus any number of independent discriminated unions. */
export interface ObjectDef {
  /** Short name used in JSON Schema titles and error reports, e.g. "Order". */
  readonly name: string;
  readonly fields: readonly FieldEntry[];
  readonly unions: readonly UnionDef[];
  /** Field lookup by wire name (base fields and every union key). */
  readonly byWire: ReadonlyMap<string, FieldEntry>;
  /** Field lookup by client name (base fields and every union key). */
  readonly byClient: ReadonlyMap<string, FieldEntry>;
}
