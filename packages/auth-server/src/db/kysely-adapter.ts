import { type Expression, type SqlBool, sql } from "kysely";
import type { Adapter, FindArgs, JoinSpec, Row, Where } from "./adapter-types";
import { type BatchedAccessScope, countQuery, createBatchedAccess } from "./batched-access";
import type { DynamicKysely, SqlDialect, StatementPipeline } from "./database-types";
import {
  countShapeKey,
  createFindQueryCache,
  findParameters,
  findShapeKey,
  sameParameters,
} from "./find-query-cache";
import { generateId } from "./generate-id";
import { createPreparedFindRunner } from "./prepared-find-runner";
import { type PlannedJoinInput, planRead, type ReadPlan } from "./read-plan";
import { applyDefaults, type ResolvedModel, resolveSchema } from "./resolved-schema";
import { createRowCountReader } from "./row-count-reader";
import { createRowMapping } from "./row-mapping";
import type { DatabaseSchema } from "./schema-types";
import { sqliteDirectReaderOf } from "./sqlite-direct-reader";
import { createSqlitePageScan, type PageArgs } from "./sqlite-page-scan";
import { createUniqueViolationReader } from "./unique-violations";
import { buildWhere } from "./where-clause";

/** A join with the condition that matches its rows (the read plan needs the rest). */
interface ResolvedJoin extends PlannedJoinInput {
  on: Expression<SqlBool>;
}

type FindManyArgs = FindArgs;

/** The one result column of a count. */
const COUNT_COLUMNS = ["count"] as const;

// SQLite and MySQL need a LIMIT to accept an OFFSET; these values mean "no limit" there.
const NO_LIMIT: Record<SqlDialect, number | bigint | undefined> = {
  sqlite: -1,
  mysql: 18446744073709551615n,
  postgres: undefined,
};

/** A limit or offset as a non-negative safe integer, or a programmer error naming it. */
function pageSize(name: "limit" | "offset", value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

/**
 * The generic data access contract (ctx.adapter) over Kysely. Column maps, codecs and column
 * lists are computed once here; a call only builds and runs its query. A write that breaks a
 * unique index throws UniqueConstraintError, whatever the dialect.
 */
export function createKyselyAdapter(
  db: DynamicKysely,
  dialect: SqlDialect,
  schema: DatabaseSchema,
  options: { pipeline?: StatementPipeline } = {},
): Adapter {
  const resolved = resolveSchema(schema, dialect);
  const rows = createRowMapping(resolved);
  const supportsReturning = dialect !== "mysql";
  const findQueries = createFindQueryCache<ReadPlan>();
  const countQueries = createFindQueryCache<null>();
  const directReader = sqliteDirectReaderOf(db);
  const readUniqueViolation = createUniqueViolationReader(resolved);
  const rowCounts = createRowCountReader(db, dialect);

  /** Runs a write through `executor`, its driver's unique violation rethrown as UniqueConstraintError. */
  async function writing<R>(
    executor: DynamicKysely,
    model: ResolvedModel,
    write: () => Promise<R>,
  ): Promise<R> {
    try {
      return await write();
    } catch (error) {
      throw (await readUniqueViolation(error, model, executor)) ?? error;
    }
  }

  /** A batch's unique violation, named by the model whose index it broke (tried in order). */
  async function batchViolation(error: unknown, models: ResolvedModel[], executor: DynamicKysely) {
    let first: Error | undefined;
    for (const model of models) {
      const violation = await readUniqueViolation(error, model, executor);
      if (violation && violation.fields.length > 0) return violation;
      first ??= violation;
    }
    return first ?? error;
  }

  /** A new row's columns: its id generated when missing, defaults applied, values encoded. */
  function newRowColumns(model: ResolvedModel, given: Row): Row {
    const data: Row = { ...given };
    if (data.id === undefined || data.id === null) data.id = generateId();
    applyDefaults(model, data);
    return rows.toColumns(model, data);
  }

  const condition = (model: ResolvedModel, clauses: readonly Where[]) =>
    buildWhere(resolved, model, clauses, dialect);

  const byIds = (ids: unknown[]): Where[] => [{ field: "id", operator: "in", value: ids }];
  const scanPage = directReader
    ? createSqlitePageScan({
        schema: resolved,
        rows,
        reader: directReader,
        condition,
      })
    : undefined;

  function resolveJoins(model: ResolvedModel, join: JoinSpec | undefined): ResolvedJoin[] {
    if (!join) return [];
    return Object.entries(join).map(([key, spec]) => {
      const whole = resolved.model(key);
      const joined = spec.select ? resolved.projection(whole, spec.select) : whole;
      const alias = `__join_${key}`;
      const localField = resolved.field(model, spec.on[0]);
      const foreignField = resolved.field(whole, spec.on[1]);
      const match = sql<SqlBool>`${sql.id(model.table, localField.column)} = ${sql.id(alias, foreignField.column)}`;
      const on = spec.where?.length
        ? sql<SqlBool>`${match} and ${buildWhere(resolved, whole, spec.where, dialect, alias)}`
        : match;
      return { key, model: joined, alias, on };
    });
  }

  const findOneApart = createPreparedFindRunner({
    resolved,
    dialect,
    directReader,
    resolveJoins: (model, find) => resolveJoins(model, find.join),
    planRead: (model, joins) => planRead({ model, joins }),
    compile: (executor, model, where, joins, plan) =>
      findQuery(executor, model, { model: model.key, where }, joins, 1)
        .select(plan.selection)
        .compile(),
  });

  function selectRows(executor: DynamicKysely, model: ResolvedModel, clauses: readonly Where[]) {
    return executor
      .selectFrom(model.table)
      .select(rows.selection(model))
      .where(condition(model, clauses));
  }

  /** A find's query without its select list: the table, its joins, the where and the page. */
  function findQuery(
    executor: DynamicKysely,
    model: ResolvedModel,
    args: FindManyArgs,
    joins: readonly ResolvedJoin[],
    rowLimit: number | undefined,
  ) {
    let query = executor.selectFrom(model.table);
    for (const join of joins)
      query = query.leftJoin(`${join.model.table} as ${join.alias}`, (builder) =>
        builder.on(join.on),
      );
    if (args.where?.length) query = query.where(condition(model, args.where));
    if (args.sortBy) {
      const column = resolved.field(model, args.sortBy.field).column;
      query = query.orderBy(sql.id(model.table, column), args.sortBy.direction);
    }
    const limit =
      rowLimit !== undefined
        ? pageSize("limit", rowLimit)
        : args.offset !== undefined
          ? NO_LIMIT[dialect]
          : undefined;
    // Inlined as literals: a bound LIMIT makes SQLite's plan several times slower (measured
    // 30 µs vs 6 µs for the session read), and both are checked integers, never user text.
    if (limit !== undefined) query = query.limit(sql.lit(limit));
    if (args.offset !== undefined) query = query.offset(sql.lit(pageSize("offset", args.offset)));
    return query;
  }

  /** Runs fn in a transaction, or in the one already open. */
  function inTransaction<R>(executor: DynamicKysely, fn: (trx: DynamicKysely) => Promise<R>) {
    return executor.isTransaction ? fn(executor) : executor.transaction().execute(fn);
  }

  const batchScope: BatchedAccessScope = {
    dialect,
    pipeline: options.pipeline,
    resolved,
    rows,
    condition,
    findSelect(executor, args, rowLimit) {
      const model = resolved.model(args.model);
      const joins = resolveJoins(model, args.join);
      const plan = planRead({ model, joins });
      const query = findQuery(executor, model, args, joins, rowLimit).select(plan.selection);
      return { query, plan };
    },
    countSelect(executor, args) {
      const model = resolved.model(args.model);
      return countQuery(
        executor,
        model,
        args.where?.length ? condition(model, args.where) : undefined,
      );
    },
    keptCount: (executor, args) =>
      rowCounts.keptCount(executor, resolved.model(args.model), args.where),
    newRowColumns,
    batchViolation,
    inTransaction: (executor, fn) =>
      inTransaction(executor, (trx) => fn(trx === executor ? boundTo(executor) : bind(trx))),
  };
  /** The adapters bound so far, so a batch inside `transaction` reuses the transaction's own. */
  const bound = new WeakMap<DynamicKysely, Adapter>();
  const boundTo = (executor: DynamicKysely) => bound.get(executor) ?? bind(executor);

  /** The ids of the matching rows, locked until the transaction ends (PostgreSQL and MySQL). */
  async function lockMatchingIds(trx: DynamicKysely, model: ResolvedModel, clauses: Where[]) {
    const idColumn = resolved.field(model, "id").column;
    const found = await trx
      .selectFrom(model.table)
      .select(sql.id(model.table, idColumn).as("id"))
      .where(condition(model, clauses))
      .forUpdate()
      .execute();
    return found.map((row) => row.id);
  }

  function bind(executor: DynamicKysely): Adapter {
    /** findMany with its limit given apart, so findOne needs no copy of its arguments. */
    async function findRows<T extends Row>(
      args: FindManyArgs,
      rowLimit: number | undefined,
    ): Promise<T[]> {
      const model = resolved.model(args.model);
      const key = findShapeKey(args, rowLimit);
      const cached = key === null ? undefined : findQueries.get(key);
      if (cached) {
        const parameters = findParameters(resolved, model, args, dialect);
        const plan = cached.derived;
        const values = directReader?.read(cached.query.sql, parameters, plan.columns);
        if (values) return values.map((row) => plan.decode<T>(row));
        const { rows: raws } = await executor.executeQuery<Row>({ ...cached.query, parameters });
        return raws.map((raw) => plan.decodeObject<T>(raw));
      }
      const joins = resolveJoins(model, args.join);
      const query = findQuery(executor, model, args, joins, rowLimit);
      const plan = planRead({ model, joins });
      const compiled = query.select(plan.selection).compile();
      // Kept for its shape when the shape's parameters are this query's, in the same order.
      if (key !== null) {
        const parameters = findParameters(resolved, model, args, dialect);
        if (sameParameters(compiled.parameters, parameters))
          findQueries.remember(key, compiled, parameters, plan);
      }
      const { rows: raws } = await executor.executeQuery<Row>(compiled);
      return raws.map((raw) => plan.decodeObject<T>(raw));
    }

    const findMany = <T extends Row = Row>(args: FindManyArgs) => findRows<T>(args, args.limit);

    async function deleteMany(args: { model: string; where: Where[] }): Promise<number> {
      const model = resolved.model(args.model);
      const result = await executor
        .deleteFrom(model.table)
        .where(condition(model, args.where))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    }

    async function updateMany(args: { model: string; where: Where[]; update: Row }) {
      const model = resolved.model(args.model);
      const values = rows.toColumns(model, args.update);
      if (Object.keys(values).length === 0) return count(args);
      const result = await writing(executor, model, () =>
        executor
          .updateTable(model.table)
          .set(values)
          .where(condition(model, args.where))
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows);
    }

    async function count(args: { model: string; where?: Where[] }): Promise<number> {
      const model = resolved.model(args.model);
      const kept = await rowCounts.keptCount(executor, model, args.where);
      if (kept) {
        const { rows: raws } = await executor.executeQuery<Row>(kept.compile());
        return Number(raws[0]?.count ?? 0);
      }
      const key = countShapeKey(args.model, args.where);
      const cached = key === null ? undefined : countQueries.get(key);
      if (cached) {
        const parameters = findParameters(resolved, model, args, dialect);
        const values = directReader?.read(cached.query.sql, parameters, COUNT_COLUMNS);
        if (values) return Number(values[0]?.[0] ?? 0);
        const { rows: raws } = await executor.executeQuery<Row>({ ...cached.query, parameters });
        return Number(raws[0]?.count ?? 0);
      }
      const where = args.where?.length ? condition(model, args.where) : undefined;
      const compiled = countQuery(executor, model, where).compile();
      if (key !== null)
        countQueries.remember(key, compiled, findParameters(resolved, model, args, dialect), null);
      const { rows: raws } = await executor.executeQuery<Row>(compiled);
      return Number(raws[0]?.count ?? 0);
    }

    async function lockRows(args: { model: string; where: Where[] }): Promise<number> {
      const model = resolved.model(args.model);
      if (dialect !== "sqlite") return (await lockMatchingIds(executor, model, args.where)).length;
      // SQLite has no row locks: a write that changes nothing takes the database's write lock.
      const idColumn = resolved.field(model, "id").column;
      const result = await executor
        .updateTable(model.table)
        .set({ [idColumn]: sql.ref(idColumn) })
        .where(condition(model, args.where))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    }

    async function findPage<T extends Row = Row>(args: PageArgs) {
      const scanned = args.where?.length ? scanPage?.<T>(executor, args) : undefined;
      if (scanned) return scanned;
      if (dialect === "postgres") {
        // One statement: the page and its total as two subqueries (see readAll).
        const [found, total] = await batched.readAll([{ find: args }, { count: args }]);
        // The page's rows are the model's rows, as findMany's.
        return { rows: found as T[], total };
      }
      const [found, total] = await Promise.all([findMany<T>(args), count(args)]);
      return { rows: found, total };
    }

    const adapter: Adapter = {
      dialect,
      findMany,
      findPage,
      updateMany,
      deleteMany,
      count,
      lockRows,

      async create<T extends Row = Row>(args: { model: string; data: Row }): Promise<T> {
        const model = resolved.model(args.model);
        const columns = newRowColumns(model, args.data);
        const insert = executor.insertInto(model.table).values(columns);
        if (supportsReturning) {
          const raw = await writing(executor, model, () =>
            insert.returning(rows.selection(model)).executeTakeFirstOrThrow(),
          );
          return rows.fromColumns<T>(model, raw);
        }
        await writing(executor, model, () => insert.execute());
        const id = columns[resolved.field(model, "id").column];
        const raw = await selectRows(executor, model, byIds([id])).executeTakeFirstOrThrow();
        return rows.fromColumns<T>(model, raw);
      },

      async createMany<T extends Row = Row>(items: readonly { model: string; data: Row }[]) {
        if (items.length === 1 && items[0]) return [await adapter.create<T>(items[0])];
        // Each created row is built from its model's field list, so it has the model's shape.
        return (await batched.writeAll(items.map((create) => ({ create })))) as T[];
      },

      readAll: (reads) => batched.readAll(reads),
      writeAllIf: (args) => batched.writeAllIf(args),
      writeAll: (writes) => batched.writeAll(writes),

      findOneApart: (find, values) => findOneApart(executor, find, values),

      async findOne<T extends Row = Row>(args: { model: string; where: Where[]; join?: JoinSpec }) {
        // Indexed, not destructured: array destructuring runs the iterator protocol.
        return (await findRows<T>(args, 1))[0] ?? null;
      },

      async update<T extends Row = Row>(args: { model: string; where: Where[]; update: Row }) {
        const model = resolved.model(args.model);
        const values = rows.toColumns(model, args.update);
        if (Object.keys(values).length === 0) return adapter.findOne<T>(args);
        if (supportsReturning) {
          const [raw] = await writing(executor, model, () =>
            executor
              .updateTable(model.table)
              .set(values)
              .where(condition(model, args.where))
              .returning(rows.selection(model))
              .execute(),
          );
          return raw ? rows.fromColumns<T>(model, raw) : null;
        }
        return writing(executor, model, () =>
          inTransaction(executor, async (trx) => {
            const ids = await lockMatchingIds(trx, model, args.where);
            if (ids.length === 0) return null;
            await trx
              .updateTable(model.table)
              .set(values)
              .where(condition(model, byIds(ids)))
              .execute();
            const raw = await selectRows(trx, model, byIds(ids.slice(0, 1))).executeTakeFirst();
            return raw ? rows.fromColumns<T>(model, raw) : null;
          }),
        );
      },

      async delete(args) {
        await deleteMany(args);
      },

      async consume<T extends Row = Row>(args: { model: string; where: Where[] }): Promise<T[]> {
        const model = resolved.model(args.model);
        if (supportsReturning) {
          const raws = await executor
            .deleteFrom(model.table)
            .where(condition(model, args.where))
            .returning(rows.selection(model))
            .execute();
          return raws.map((raw) => rows.fromColumns<T>(model, raw));
        }
        // No DELETE … RETURNING in MySQL: lock the rows, read them and delete them in one transaction.
        return inTransaction(executor, async (trx) => {
          const ids = await lockMatchingIds(trx, model, args.where);
          if (ids.length === 0) return [];
          const raws = await selectRows(trx, model, byIds(ids)).execute();
          await trx
            .deleteFrom(model.table)
            .where(condition(model, byIds(ids)))
            .execute();
          return raws.map((raw) => rows.fromColumns<T>(model, raw));
        });
      },

      transaction<R>(fn: (trx: Adapter) => Promise<R>): Promise<R> {
        // Nested calls reuse the transaction already open.
        if (executor.isTransaction) return fn(adapter);
        return executor.transaction().execute((trx) => fn(bind(trx)));
      },
    };
    const batched = createBatchedAccess(batchScope, executor, adapter);
    bound.set(executor, adapter);
    return adapter;
  }

  return bind(db);
}
