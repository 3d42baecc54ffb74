import type { CompiledQuery } from "kysely";
import type { Row, Where } from "./adapter-types";
import type { DynamicKysely, SqlDialect } from "./database-types";
import { findParameters, sameParameters } from "./find-query-cache";
import type { PreparedFind } from "./prepared-find";
import type { PlannedJoinInput, ReadPlan } from "./read-plan";
import type { ResolvedField, ResolvedModel, ResolvedSchema } from "./resolved-schema";
import type { SqliteDirectReader } from "./sqlite-direct-reader";

type Found = Record<string, Row | null>;

/** What the adapter worked out for one prepared find, kept with it. */
interface PreparedEntry<J extends PlannedJoinInput> {
  model: ResolvedModel;
  joins: readonly J[];
  plan: ReadPlan;
  /** The where's fields, whose codecs encode each call's values. */
  fields: readonly ResolvedField[];
  /** The joins' own where values, encoded once: bound before the where's. */
  joinParameters: readonly unknown[];
  /** The SQL, once a compilation proved that it binds exactly the parameters encoded here. */
  query: CompiledQuery | null;
}

/** What the runner takes from the adapter: how it resolves joins and compiles a find. */
export interface PreparedFindScope<J extends PlannedJoinInput> {
  resolved: ResolvedSchema;
  dialect: SqlDialect;
  directReader: SqliteDirectReader | undefined;
  resolveJoins(model: ResolvedModel, find: PreparedFind<Found>): J[];
  planRead(model: ResolvedModel, joins: readonly J[]): ReadPlan;
  /** The first matching row's query (limit 1) with the plan's select list, compiled. */
  compile(
    executor: DynamicKysely,
    model: ResolvedModel,
    where: Where[],
    joins: readonly J[],
    plan: ReadPlan,
  ): CompiledQuery;
}

const isMissing = (value: unknown) => value === null || value === undefined;

/**
 * Runs prepared finds (prepared-find.ts): the first call of each works out its joins, read plan
 * and parameter encoding and compiles its SQL; later calls encode the values and run the SQL.
 * A value that is null changes the SQL (`is null`): such a call compiles its own query, as
 * findOne does. On SQLite outside a transaction the answer comes at once, not as a promise.
 */
export function createPreparedFindRunner<J extends PlannedJoinInput>(scope: PreparedFindScope<J>) {
  const { resolved, dialect, directReader } = scope;
  const entries = new WeakMap<PreparedFind<Found>, PreparedEntry<J>>();

  function entryOf(find: PreparedFind<Found>): PreparedEntry<J> {
    let entry = entries.get(find);
    if (entry) return entry;
    const model = resolved.model(find.model);
    const joins = scope.resolveJoins(model, find);
    entry = {
      model,
      joins,
      plan: scope.planRead(model, joins),
      fields: find.where.map((clause) => resolved.field(model, clause.field)),
      joinParameters: findParameters(resolved, model, { join: find.join }, dialect),
      query: null,
    };
    entries.set(find, entry);
    return entry;
  }

  return function findOneApart<F extends Found>(
    executor: DynamicKysely,
    find: PreparedFind<F>,
    values: readonly unknown[],
  ): F | null | Promise<F | null> {
    // The entry holds nothing of F: every prepared find shares the runner's map.
    const entry = entryOf(find as PreparedFind<Found>);
    const { plan, fields } = entry;
    // The joins' parameters, then the where's, in an array made at its size.
    const joined = entry.joinParameters;
    let parameters: unknown[] = new Array(joined.length + fields.length);
    for (let index = 0; index < joined.length; index++) parameters[index] = joined[index];
    let complete = true;
    for (let index = 0; index < fields.length; index++) {
      const value = values[index];
      if (isMissing(value)) complete = false;
      parameters[joined.length + index] = (fields[index] as ResolvedField).codec.toDatabase(value);
    }
    let query = complete ? entry.query : null;
    if (!query) {
      const where = find.where.map((clause, index): Where => ({ ...clause, value: values[index] }));
      query = scope.compile(executor, entry.model, where, entry.joins, plan);
      if (complete && sameParameters(query.parameters, parameters)) entry.query = query;
      else parameters = query.parameters.slice();
    }
    const row = directReader?.readFirst(query.sql, parameters, plan.columns);
    if (row !== undefined) return row ? plan.decodeApart<F>(row) : null;
    return executor.executeQuery<Row>({ ...query, parameters }).then(({ rows: raws }) => {
      const raw = raws[0];
      return raw ? plan.decodeApartObject<F>(raw) : null;
    });
  };
}
