import { sql } from "kysely";
import type { DynamicKysely, SqlDialect } from "./database-types";

export interface ExistingIndex {
  name: string;
  unique: boolean;
  columns: string[];
}

interface IndexColumnRow {
  table_name: string;
  index_name: string;
  is_unique: unknown;
  column_name: string;
}

/**
 * The indexes of the given tables (in the current schema), with their columns in order.
 * Unique constraints show up here too, since every dialect backs them with an index.
 */
export async function introspectIndexes(
  db: DynamicKysely,
  dialect: SqlDialect,
  tables: readonly string[],
): Promise<Map<string, ExistingIndex[]>> {
  const rows = await indexColumnRows(db, dialect, tables);
  const byTable = new Map<string, Map<string, ExistingIndex>>();
  for (const row of rows) {
    const indexes = byTable.get(row.table_name) ?? new Map<string, ExistingIndex>();
    byTable.set(row.table_name, indexes);
    const index = indexes.get(row.index_name) ?? {
      name: row.index_name,
      unique: Boolean(Number(row.is_unique)),
      columns: [],
    };
    indexes.set(row.index_name, index);
    index.columns.push(row.column_name);
  }
  return new Map([...byTable].map(([table, indexes]) => [table, [...indexes.values()]]));
}

async function indexColumnRows(
  db: DynamicKysely,
  dialect: SqlDialect,
  tables: readonly string[],
): Promise<IndexColumnRow[]> {
  if (dialect === "sqlite") {
    const rows: IndexColumnRow[] = [];
    for (const table of tables) {
      const result = await sql<IndexColumnRow>`
        select ${table} as table_name, il.name as index_name, il."unique" as is_unique,
               ii.name as column_name
        from pragma_index_list(${table}) as il
        join pragma_index_info(il.name) as ii
        order by il.name, ii.seqno`.execute(db);
      rows.push(...result.rows);
    }
    return rows;
  }
  if (dialect === "postgres") {
    const result = await sql<IndexColumnRow>`
      select t.relname as table_name, i.relname as index_name, ix.indisunique as is_unique,
             a.attname as column_name
      from pg_index ix
      join pg_class t on t.oid = ix.indrelid
      join pg_class i on i.oid = ix.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      cross join lateral unnest(ix.indkey::int2[]) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      where n.nspname = current_schema()
      order by t.relname, i.relname, k.position`.execute(db);
    return result.rows;
  }
  const result = await sql<{
    table_name: string;
    index_name: string;
    non_unique: unknown;
    column_name: string;
  }>`
    select table_name, index_name, non_unique, column_name
    from information_schema.statistics
    where table_schema = database()
    order by table_name, index_name, seq_in_index`.execute(db);
  return result.rows.map((row) => ({ ...row, is_unique: Number(row.non_unique) === 0 }));
}
