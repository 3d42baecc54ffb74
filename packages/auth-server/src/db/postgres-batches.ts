import { type OperationNodeSource, type RawBuilder, sql } from "kysely";
import type { Row } from "./adapter-types";
import type { DynamicKysely } from "./database-types";

/**
 * One part of a batch statement: a query whose rows PostgreSQL aggregates as JSON (or a scalar),
 * and how the part's JSON value becomes the caller's answer.
 */
export interface BatchPart {
  query: OperationNodeSource;
  /** Whether the query answers one scalar (a count) rather than rows. */
  scalar: boolean;
  decode(value: unknown): unknown;
}

const partName = (index: number) => sql.id(String(index));

/** A part's value: its rows as a JSON array (empty when none), or its scalar. */
function partValue(part: BatchPart, source: RawBuilder<unknown>): RawBuilder<unknown> {
  if (part.scalar) return sql`(${source})`;
  return sql`(select coalesce(json_agg(rows_of_part), '[]'::json) from ${source} as rows_of_part)`;
}

/**
 * Several independent reads as ONE PostgreSQL statement: `select (read 0) as "0", (read 1) as
 * "1", …`, each read's rows aggregated as a JSON array. One round trip for all of them; the
 * answers come back in order, decoded as each part says (JSON dates are ISO strings, which the
 * field codecs read back as Dates).
 */
export async function readBatchOnPostgres(
  db: DynamicKysely,
  parts: readonly BatchPart[],
): Promise<unknown[]> {
  const columns = parts.map(
    (part, index) => sql`${partValue(part, sql`(${part.query})`)} as ${partName(index)}`,
  );
  const { rows } = await sql<Row>`select ${sql.join(columns)}`.execute(db);
  const values = rows[0] ?? {};
  return parts.map((part, index) => part.decode(values[String(index)]));
}

/**
 * Several writes as ONE PostgreSQL statement, all or nothing without BEGIN/COMMIT: each write is
 * a data-modifying CTE returning its rows, and the statement selects each CTE's rows as a JSON
 * array. The CTEs see the same snapshot, so none reads another's rows; foreign keys between
 * them hold (PostgreSQL checks them at the end of the statement).
 */
export async function writeBatchOnPostgres(
  db: DynamicKysely,
  parts: readonly BatchPart[],
): Promise<unknown[]> {
  const { rows } = await writeBatchStatement(parts).execute(db);
  const values = rows[0] ?? {};
  return parts.map((part, index) => part.decode(values[String(index)]));
}

/** A CTE the writes of a batch may read (a conditional batch's conditions), and its columns. */
export interface LeadingPart {
  name: string;
  query: OperationNodeSource;
  columns: readonly string[];
}

/**
 * The statement of writeBatchOnPostgres: `with write_0 as (…), … select <each write's rows>`.
 * With `leading`, that CTE comes first and its columns are selected too.
 */
export function writeBatchStatement(parts: readonly BatchPart[], leading?: LeadingPart) {
  const names = parts.map((_, index) => sql.id(`write_${index}`));
  const ctes = parts.map((part, index) => sql`${names[index]} as (${part.query})`);
  const columns = parts.map(
    (part, index) =>
      sql`${partValue(part, names[index] as RawBuilder<unknown>)} as ${partName(index)}`,
  );
  if (leading) {
    ctes.unshift(sql`${sql.id(leading.name)} as (${leading.query})`);
    for (const column of leading.columns)
      columns.push(
        sql`(select ${sql.id(column)} from ${sql.id(leading.name)}) as ${sql.id(column)}`,
      );
  }
  return sql<Row>`with ${sql.join(ctes)} select ${sql.join(columns)}`;
}
