import { sql } from "kysely";
import type { DynamicKysely } from "./database-types";
import type { ResolvedModel } from "./resolved-schema";
import { shortName } from "./schema-indexes";
import { quoteIdentifier as id } from "./sql-identifier";

// An earlier version served `contains` searches of some string fields on SQLite with a block
// table per field, `<table>_<column>_blocks` ("block" integer primary key, "text" text not null),
// kept in step by three triggers on the table (`…_insert`, `…_delete`, `…_update`) that rewrote
// a block in every writer's transaction. Nothing reads them now, so migrate drops them: writes
// stop paying for the triggers, and a restored dump (which renumbers rowids) cannot leave them
// wrong. Only objects of exactly that form and name, on a table of the schema, are dropped.

/** A table or trigger an earlier version created and this one drops. */
export interface ObjectToDrop {
  type: "table" | "trigger";
  name: string;
  /** The table it belongs to (a trigger's table; a block table's searched table). */
  table: string;
}

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

const blockTableSql = (name: string) =>
  `create table ${id(name)} ("block" integer primary key, "text" text not null)`;

/** Lower case and single spaces, as `sqlite_master.sql` keeps the statement's own spelling. */
const normalized = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The block tables and triggers of the earlier substring search found in a SQLite database, for
 * the string fields of the given models; triggers first (they write to the tables).
 */
export async function obsoleteSearchBlocks(
  db: DynamicKysely,
  models: readonly ResolvedModel[],
): Promise<ObjectToDrop[]> {
  const objects = (
    await sql<SchemaObject>`select type, name, tbl_name, sql from sqlite_master where type in ('table', 'trigger')`.execute(
      db,
    )
  ).rows;
  const byName = new Map(objects.map((object) => [object.name, object]));
  const triggers: ObjectToDrop[] = [];
  const tables: ObjectToDrop[] = [];
  for (const model of models) {
    for (const field of model.fieldList) {
      if (field.attribute.type !== "string") continue;
      const base = `${model.table}_${field.column}_blocks`;
      const blocks = shortName(base);
      for (const suffix of ["insert", "delete", "update"]) {
        const trigger = byName.get(shortName(`${base}_${suffix}`));
        // Its own trigger: on the searched table, writing to the block table (which a user may
        // have dropped already: then every write to the table fails until the trigger goes).
        if (
          trigger?.type === "trigger" &&
          trigger.tbl_name === model.table &&
          trigger.sql?.includes(`into ${id(blocks)} `)
        )
          triggers.push({ type: "trigger", name: trigger.name, table: model.table });
      }
      const table = byName.get(blocks);
      if (
        table?.type === "table" &&
        table.sql !== null &&
        normalized(table.sql) === normalized(blockTableSql(blocks))
      )
        tables.push({ type: "table", name: blocks, table: model.table });
    }
  }
  return [...triggers, ...tables];
}

/** The statement that drops one of them. */
export const dropStatement = (object: ObjectToDrop) =>
  `drop ${object.type} if exists ${id(object.name)}`;
