import { type AliasedRawBuilder, sql } from "kysely";
import type { Row } from "./adapter-types";
import type { DynamicKysely } from "./database-types";
import type { ResolvedModel } from "./resolved-schema";
import type { RowMapping } from "./row-mapping";

/** One row to insert: its model and its values as columns (encoded). */
export interface BatchInsert {
  model: ResolvedModel;
  columns: Row;
}

/** The result column of a batch's `index`th row's `field`: names stay apart across rows. */
const columnOf = (index: number, field: string) => `${index}.${field}`;

/**
 * Several single-row inserts as ONE PostgreSQL statement, so they cost one round trip and are
 * all-or-nothing without BEGIN/COMMIT: each insert is a data-modifying CTE returning its row
 * (its columns named `<index>.<field>`), and the statement selects the CTEs' rows side by side.
 * The CTEs see the same snapshot, so a row may not read another's; foreign keys between them
 * hold (PostgreSQL checks them at the end of the statement). Answers the rows, in order.
 */
export async function insertBatchOnPostgres(
  db: DynamicKysely,
  inserts: readonly BatchInsert[],
  rows: RowMapping,
): Promise<Row[]> {
  if (inserts.length === 0) return [];
  const names = inserts.map((_, index) => sql.id(`batch_${index}`));
  const ctes = inserts.map(
    (insert, index) => sql`${names[index]} as (${returning(db, insert, index)})`,
  );
  const { rows: found } =
    await sql<Row>`with ${sql.join(ctes)} select * from ${sql.join(names)}`.execute(db);
  const raw = found[0];
  if (!raw) throw new Error("a batch of inserts answered no row");
  return inserts.map(({ model }, index) => {
    const own: Row = {};
    for (const field of model.fieldList) own[field.name] = raw[columnOf(index, field.name)];
    return rows.fromColumns(model, own);
  });
}

function returning(db: DynamicKysely, insert: BatchInsert, index: number) {
  const { model, columns } = insert;
  const selection: AliasedRawBuilder<unknown, string>[] = model.fieldList.map((field) =>
    sql.id(field.column).as(columnOf(index, field.name)),
  );
  return db.insertInto(model.table).values(columns).returning(selection);
}
