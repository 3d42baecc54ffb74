import { type Expression, type OperationNodeSource, type SqlBool, sql } from "kysely";
import type {
  Adapter,
  ConditionalAnswer,
  ConditionalWrites,
  FindArgs,
  ReadAnswer,
  ReadRequest,
  Row,
  Where,
  WriteAnswer,
  WriteRequest,
} from "./adapter-types";
import { columnType } from "./column-types";
import { createConditionalWrites } from "./conditional-writes";
import type { DynamicKysely, SqlDialect, StatementPipeline } from "./database-types";
import { type BatchPart, readBatchOnPostgres, writeBatchOnPostgres } from "./postgres-batches";
import type { ReadPlan } from "./read-plan";
import type { ResolvedModel, ResolvedSchema } from "./resolved-schema";
import type { RowMapping } from "./row-mapping";

/** What the batches need of the adapter they belong to (kysely-adapter.ts). */
export interface BatchedAccessScope {
  dialect: SqlDialect;
  resolved: ResolvedSchema;
  rows: RowMapping;
  /** Statements in one round trip (PostgreSQL over a pg Pool Tollgate holds), or undefined. */
  pipeline: StatementPipeline | undefined;
  condition(model: ResolvedModel, clauses: readonly Where[]): Expression<SqlBool>;
  /** A find's query with its select list, and how its rows decode. */
  findSelect(
    executor: DynamicKysely,
    args: FindArgs,
    rowLimit: number | undefined,
  ): { query: OperationNodeSource; plan: ReadPlan };
  /** A count's query (one column, `count`). */
  countSelect(
    executor: DynamicKysely,
    args: { model: string; where?: Where[] },
  ): OperationNodeSource;
  /**
   * The select that reads the count the database keeps instead (a count of every row of a model
   * with `keepRowCount`, row-count-reader.ts), or undefined when it keeps none.
   */
  keptCount(
    executor: DynamicKysely,
    args: { model: string; where?: Where[] },
  ): Promise<OperationNodeSource | undefined>;
  /** A new row's columns: its id generated when missing, defaults applied, values encoded. */
  newRowColumns(model: ResolvedModel, given: Row): Row;
  /** A failed batch's error, as UniqueConstraintError when it broke one of `models`' indexes. */
  batchViolation(
    error: unknown,
    models: ResolvedModel[],
    executor: DynamicKysely,
  ): Promise<unknown>;
  /** Runs fn in a transaction, or in the one already open, with the adapter bound to it. */
  inTransaction<R>(executor: DynamicKysely, fn: (trx: Adapter) => Promise<R>): Promise<R>;
}

type ReadAnswers<R extends readonly ReadRequest[]> = { -readonly [K in keyof R]: ReadAnswer<R[K]> };
type WriteAnswers<W extends readonly WriteRequest[]> = {
  -readonly [K in keyof W]: WriteAnswer<W[K]>;
};

const asArray = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** The model a write writes to. */
const modelOf = (write: WriteRequest): string =>
  "create" in write
    ? write.create.model
    : "update" in write
      ? write.update.model
      : write.delete.model;

/**
 * readAll and writeAll of one adapter bound to `executor`: ONE statement on PostgreSQL, the
 * adapter's own calls in order elsewhere (SQLite answers in process; MySQL has no RETURNING).
 */
export function createBatchedAccess(
  scope: BatchedAccessScope,
  executor: DynamicKysely,
  adapter: Adapter,
) {
  const { dialect, resolved, rows } = scope;

  async function readPart(read: ReadRequest): Promise<BatchPart> {
    if ("count" in read) {
      const kept = await scope.keptCount(executor, read.count);
      return {
        query: kept ?? scope.countSelect(executor, read.count),
        scalar: true,
        decode: (value) => Number(value ?? 0),
      };
    }
    const one = "findOne" in read;
    const args = one ? read.findOne : read.find;
    const { query, plan } = scope.findSelect(executor, args, one ? 1 : args.limit);
    return {
      query,
      scalar: false,
      decode: (value) => {
        const found = asArray(value).map((raw) => plan.decodeObject(raw));
        return one ? (found[0] ?? null) : found;
      },
    };
  }

  async function readOneByOne(reads: readonly ReadRequest[]): Promise<unknown[]> {
    const answers: unknown[] = [];
    for (const read of reads) {
      if ("count" in read) answers.push(await adapter.count(read.count));
      else if ("findOne" in read) answers.push(await adapter.findOne(read.findOne));
      else answers.push(await adapter.findMany(read.find));
    }
    return answers;
  }

  /**
   * A write as a statement returning its rows; with `allowed`, a statement that writes only when
   * that condition holds (an insert of a SELECT of its values, cast to their columns' types).
   */
  function writePart(write: WriteRequest, allowed?: Expression<SqlBool>): BatchPart {
    const model = resolved.model(modelOf(write));
    const selection = rows.selection(model);
    const decodeRows = (value: unknown) =>
      asArray(value).map((raw) => rows.fromColumns(model, raw));
    const guarded = (where: Expression<SqlBool>) =>
      allowed ? sql<SqlBool>`${where} and ${allowed}` : where;
    if ("create" in write) {
      const columns = scope.newRowColumns(model, write.create.data);
      const insert = executor.insertInto(model.table);
      const values = allowed
        ? insert
            .columns(Object.keys(columns))
            .expression(executor.selectNoFrom(castValues(model, columns)).where(allowed))
        : insert.values(columns);
      return {
        query: values.returning(selection),
        scalar: false,
        decode: (value) => decodeRows(value)[0] ?? null,
      };
    }
    if ("delete" in write) {
      const where = guarded(scope.condition(model, write.delete.where));
      return {
        query: executor.deleteFrom(model.table).where(where).returning(selection),
        scalar: false,
        decode: decodeRows,
      };
    }
    const values = rows.toColumns(model, write.update.update);
    const where = guarded(scope.condition(model, write.update.where));
    return {
      query:
        Object.keys(values).length === 0
          ? executor.selectFrom(model.table).select(selection).where(where)
          : executor.updateTable(model.table).set(values).where(where).returning(selection),
      scalar: false,
      decode: decodeRows,
    };
  }

  /** A new row's values as a select list, each cast to its column's type (they have no context). */
  function castValues(model: ResolvedModel, columns: Row) {
    return Object.entries(columns).map(([column, value]) => {
      const field = model.fieldList.find((candidate) => candidate.column === column);
      const type = field
        ? columnType(dialect, field.attribute, { isId: false, indexed: false })
        : "text";
      return sql`${value}::${sql.raw(type)}`.as(column);
    });
  }

  /** One write through the adapter's own calls (SQLite and MySQL, inside the batch's transaction). */
  async function writeOne(trx: Adapter, write: WriteRequest): Promise<unknown> {
    if ("create" in write) return trx.create(write.create);
    if ("delete" in write) return trx.consume(write.delete);
    const { model, where, update } = write.update;
    const matched = await trx.findMany({ model, where });
    if (matched.length === 0) return [];
    const byIds: Where[] = [{ field: "id", operator: "in", value: matched.map((row) => row.id) }];
    await trx.updateMany({ model, where: byIds, update });
    return trx.findMany({ model, where: byIds });
  }

  const conditional = createConditionalWrites(scope, executor, writePart);

  return {
    async writeAllIf<const W extends readonly WriteRequest[]>(
      args: ConditionalWrites<W>,
    ): Promise<ConditionalAnswer<W>> {
      const pipeline =
        dialect === "postgres" && !executor.isTransaction ? scope.pipeline : undefined;
      if (pipeline) {
        try {
          const { failed, answers } = await conditional.onPostgres(pipeline, args);
          // Decoded as each write's kind says: the tuple of WriteAnswer.
          return failed === null
            ? { failed: null, answers: answers as WriteAnswers<W> }
            : { failed, answers: null };
        } catch (error) {
          const models = args.writes.map((write) => resolved.model(modelOf(write)));
          throw await scope.batchViolation(error, models, executor);
        }
      }
      return scope.inTransaction(executor, (trx) => conditional.inTransaction(trx, args));
    },

    async readAll<const R extends readonly ReadRequest[]>(reads: R): Promise<ReadAnswers<R>> {
      const answers =
        dialect === "postgres" && reads.length > 1
          ? await readBatchOnPostgres(executor, await Promise.all(reads.map(readPart)))
          : await readOneByOne(reads);
      // Each answer was decoded as its read's kind says: the tuple of ReadAnswer.
      return answers as ReadAnswers<R>;
    },

    async writeAll<const W extends readonly WriteRequest[]>(writes: W): Promise<WriteAnswers<W>> {
      if (writes.length === 0) return [] as WriteAnswers<W>;
      if (dialect !== "postgres") {
        const answers = await scope.inTransaction(executor, async (trx) => {
          const done: unknown[] = [];
          for (const write of writes) done.push(await writeOne(trx, write));
          return done;
        });
        return answers as WriteAnswers<W>;
      }
      const parts = writes.map((write) => writePart(write));
      try {
        return (await writeBatchOnPostgres(executor, parts)) as WriteAnswers<W>;
      } catch (error) {
        const models = writes.map((write) => resolved.model(modelOf(write)));
        throw await scope.batchViolation(error, models, executor);
      }
    },
  };
}

/** A count's select over `model` (for the read batch and the adapter's own count). */
export function countQuery(
  executor: DynamicKysely,
  model: ResolvedModel,
  where: Expression<SqlBool> | undefined,
) {
  const query = executor
    .selectFrom(model.table)
    .select(sql<number | string | bigint>`count(*)`.as("count"));
  return where ? query.where(where) : query;
}
