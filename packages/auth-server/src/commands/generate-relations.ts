import type { SchemaTable, TableColumn } from "../db/schema-tables";

/** A foreign key seen from both sides, named for an ORM's relation fields. */
export interface SchemaRelation {
  /** The model holding the foreign key, and its field. */
  source: string;
  field: string;
  /** The model referenced, and its field. */
  target: string;
  targetField: string;
  onDelete?: string;
  /** The relation's name on the source (one) and on the target (many). */
  oneName: string;
  manyName: string;
  /** Set when the same two models are joined by more than one foreign key. */
  relationName?: string;
}

/** Every foreign key of the tables, with relation names that collide with no field. */
export function schemaRelations(tables: readonly SchemaTable[]): SchemaRelation[] {
  const references = tables.flatMap((table) =>
    table.columns.flatMap((column) =>
      column.references ? [{ table, column, reference: column.references }] : [],
    ),
  );
  const pairCount = new Map<string, number>();
  for (const { table, reference } of references) {
    const pair = `${table.model}\0${reference.model}`;
    pairCount.set(pair, (pairCount.get(pair) ?? 0) + 1);
  }
  const taken = new Map(
    tables.map((table) => [table.model, new Set(table.columns.map((column) => column.field))]),
  );
  const claim = (model: string, wanted: string) => {
    const names = taken.get(model) ?? new Set<string>();
    taken.set(model, names);
    let name = wanted;
    for (let n = 2; names.has(name); n++) name = `${wanted}${n}`;
    names.add(name);
    return name;
  };
  return references.map(({ table, column, reference }) => {
    const oneName = claim(table.model, oneRelationName(column));
    const shared = (pairCount.get(`${table.model}\0${reference.model}`) ?? 0) > 1;
    const manyName = claim(
      reference.model,
      shared ? `${plural(table.model)}As${capitalize(oneName)}` : plural(table.model),
    );
    const relation: SchemaRelation = {
      source: table.model,
      field: column.field,
      target: reference.model,
      targetField: reference.field,
      oneName,
      manyName,
    };
    if (reference.onDelete) relation.onDelete = reference.onDelete;
    if (shared) relation.relationName = `${table.model}_${column.field}`;
    return relation;
  });
}

/** `userId` → `user`; a field not ending in Id → `<field>Ref`. */
function oneRelationName(column: TableColumn): string {
  const stripped = column.field.replace(/Id$/, "");
  return stripped !== "" && stripped !== column.field ? stripped : `${column.field}Ref`;
}

export function plural(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
