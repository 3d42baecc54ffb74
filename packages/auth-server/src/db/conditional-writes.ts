import { type Expression, type SqlBool, sql } from "kysely";
import type {
  Adapter,
  ConditionalAnswer,
  ConditionalWrites,
  ReadRequest,
  WriteCondition,
  WriteRequest,
} from "./adapter-types";
import type { BatchedAccessScope } from "./batched-access";
import type { DynamicKysely, StatementPipeline } from "./database-types";
import { inlineParameters } from "./inline-parameters";
import { type BatchPart, writeBatchStatement } from "./postgres-batches";

/** The CTE of a conditional batch that holds whether each condition held. */
const CONDITIONS = "conditions";

/** A write as a batch part, written only when `allowed` holds (batched-access.ts). */
type GuardedWritePart = (write: WriteRequest, allowed?: Expression<SqlBool>) => BatchPart;

/** The count a condition of writeAllIf is read from, outside PostgreSQL's single statement. */
function countOf(condition: WriteCondition): ReadRequest {
  if ("fewerThan" in condition) return { count: condition.fewerThan };
  return { count: "exists" in condition ? condition.exists : condition.absent };
}

/** Whether a condition holds, given its count. */
function holds(condition: WriteCondition, count: number): boolean {
  if ("fewerThan" in condition) return count < condition.fewerThan.limit;
  return "exists" in condition ? count > 0 : count === 0;
}

/**
 * writeAllIf's two ways: on PostgreSQL over its pool, the lock and the guarded writes as one
 * simple query (one round trip, one transaction, the writes' statement reading after the lock);
 * elsewhere, in a transaction already open, lock, read the conditions' counts, then write.
 */
export function createConditionalWrites(
  scope: BatchedAccessScope,
  executor: DynamicKysely,
  writePart: GuardedWritePart,
) {
  const { resolved } = scope;

  /** A condition of writeAllIf as a boolean expression. */
  function conditionHolds(condition: WriteCondition): Expression<SqlBool> {
    if ("fewerThan" in condition) {
      const { model, where, limit } = condition.fewerThan;
      const counted = scope.countSelect(executor, { model, where });
      return sql<SqlBool>`(${counted}) < ${limit}`;
    }
    const { model: name, where } = "exists" in condition ? condition.exists : condition.absent;
    const model = resolved.model(name);
    const found = executor
      .selectFrom(model.table)
      .select(sql.lit(1).as("one"))
      .where(scope.condition(model, where));
    return "exists" in condition
      ? sql<SqlBool>`exists (${found})`
      : sql<SqlBool>`not exists (${found})`;
  }

  /** writeAllIf on PostgreSQL over its pool: the lock, then the guarded writes, in one round trip. */
  async function conditionalOnPostgres(
    pipeline: StatementPipeline,
    args: ConditionalWrites<readonly WriteRequest[]>,
  ): Promise<{ failed: number | null; answers: unknown[] }> {
    const heldNames = args.when.map((_, index) => `held_${index}`);
    const held = args.when.map(
      (condition, index) => sql`${conditionHolds(condition)} as ${sql.id(heldNames[index] ?? "")}`,
    );
    const everyHeld = held.length
      ? sql<SqlBool>`(select ${sql.join(
          heldNames.map((name) => sql.id(name)),
          sql` and `,
        )} from ${sql.id(CONDITIONS)})`
      : sql<SqlBool>`true`;
    const parts = args.writes.map((write) => writePart(write, everyHeld));
    const statement = writeBatchStatement(parts, {
      name: CONDITIONS,
      query: held.length ? sql`select ${sql.join(held)}` : sql`select true as ${sql.id("none")}`,
      columns: heldNames,
    }).compile(executor);
    const statements = [inlineParameters(statement.sql, statement.parameters)];
    if (args.lock) {
      const model = resolved.model(args.lock.model);
      const lock = executor
        .selectFrom(model.table)
        .select(sql.lit(1).as("one"))
        .where(scope.condition(model, args.lock.where))
        .forUpdate()
        .compile();
      statements.unshift(inlineParameters(lock.sql, lock.parameters));
    }
    const [row] = await pipeline(statements.join(";\n"));
    const values = row ?? {};
    const failed = heldNames.findIndex((name) => values[name] !== true);
    if (failed !== -1) return { failed, answers: [] };
    return {
      failed: null,
      answers: parts.map((part, index) => part.decode(values[String(index)])),
    };
  }

  return {
    onPostgres: conditionalOnPostgres,

    async inTransaction<const W extends readonly WriteRequest[]>(
      trx: Adapter,
      args: ConditionalWrites<W>,
    ): Promise<ConditionalAnswer<W>> {
      if (args.lock) await trx.lockRows(args.lock);
      // Every read is a count, so every answer is a number.
      const counts = (await trx.readAll(args.when.map(countOf))) as number[];
      const failed = args.when.findIndex(
        (condition, index) => !holds(condition, counts[index] ?? 0),
      );
      if (failed !== -1) return { failed, answers: null };
      return { failed: null, answers: await trx.writeAll(args.writes) };
    },
  };
}
