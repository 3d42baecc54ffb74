import { UnknownKeyNamer } from "../derive/unknown-keys";
import type { FieldEntry, Node, ObjectDef } from "../dsl";
import type { Compiled } from "./invalid";

/** One known field of an object, ready to run. */
export interface CompiledField {
  readonly client: string;
  readonly run: Compiled;
  /** May be absent or `undefined`. */
  readonly optional: boolean;
}

/** The fields that apply to an object once the value of each union's key is known. */
export interface FieldTable {
  /** By wire name: the base fields, each union's key, the chosen variants' fields. */
  readonly fields: ReadonlyMap<string, CompiledField>;
  /** How many of them must be present. */
  readonly required: number;
  /** Names the keys these fields do not know, in the client form (see `unknownKeyName`). */
  readonly unknownKeys: UnknownKeyNamer;
}

/** A union's key and the position of each known variant (`unknown` for any other value). */
export interface UnionSlot {
  readonly key: string;
  readonly variants: ReadonlyMap<string, number>;
  readonly unknown: number;
}

export interface FieldTables {
  readonly unions: readonly UnionSlot[];
  /**
   * One table per combination of variants, the first union's position most significant:
   * `index = ((v0 * (n1 + 1)) + v1) * (n2 + 1) + v2 …`. A few dozen at most, all built at init.
   */
  readonly tables: readonly FieldTable[];
}

const SHADOWED_FIELD = "billing-types: a union variant repeats a field name of its object";

export function fieldTables(def: ObjectDef, compileNode: (node: Node) => Compiled): FieldTables {
  const compiledOf = (field: FieldEntry): CompiledField => ({
    client: field.client,
    run: compileNode(field.node),
    optional: field.optional,
  });
  const base = [...def.fields, ...def.unions.map((union) => union.key)].map(
    (field) => [field.wire, compiledOf(field)] as const,
  );
  // Each union's variants, plus `undefined` for a value this version does not know.
  const choices = def.unions.map((union) => [
    ...[...union.variants.values()].map((variant) => variant.fields.map(compiledEntry)),
    undefined,
  ]);
  function compiledEntry(field: FieldEntry): readonly [string, CompiledField] {
    return [field.wire, compiledOf(field)];
  }
  let combinations: (readonly (readonly [string, CompiledField])[])[] = [base];
  for (const options of choices) {
    combinations = combinations.flatMap((entries) =>
      options.map((variant) => (variant ? [...entries, ...variant] : entries)),
    );
  }
  return {
    unions: def.unions.map((union) => ({
      key: union.key.wire,
      variants: new Map([...union.variants.keys()].map((tag, position) => [tag, position])),
      unknown: union.variants.size,
    })),
    tables: combinations.map(tableOf),
  };
}

function tableOf(entries: readonly (readonly [string, CompiledField])[]): FieldTable {
  const fields = new Map(entries);
  // The lookup of `convert` tries the base fields, then each variant: with a repeated name it
  // would convert one field and zod would check both. No definition does that; keep it so.
  if (fields.size !== entries.length) throw new Error(SHADOWED_FIELD);
  const clientNames = new Set(entries.map(([, field]) => field.client));
  return {
    fields,
    required: entries.filter(([, field]) => !field.optional).length,
    unknownKeys: new UnknownKeyNamer((name) => clientNames.has(name)),
  };
}
