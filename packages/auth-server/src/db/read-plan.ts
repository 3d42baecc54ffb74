import { type AliasedRawBuilder, type RawBuilder, sql } from "kysely";
import type { Row, Where } from "./adapter-types";
import type { SqlDialect } from "./database-types";
import type { ResolvedField, ResolvedModel } from "./resolved-schema";
import {
  FROM_LOCAL_FIELD,
  fromParameter,
  type PlannedJoin,
  type PlannedRow,
  rowDecoder,
} from "./row-decoder";

/** A join as the adapter resolved it: the key its row goes under, its model and table alias. */
export interface PlannedJoinInput {
  key: string;
  model: ResolvedModel;
  alias: string;
  /** The field of the model the join starts from (`userId` of `member.userId = user.id`). */
  localField: ResolvedField;
  /** The joined model's field it matches (`id` of `member.userId = user.id`). */
  foreignField: ResolvedField;
}

/** What a find selects, and how a result row (its values in selection order) becomes a row. */
export interface ReadPlan {
  /** The select list: each read column aliased to its result name. */
  selection: AliasedRawBuilder<unknown, string>[];
  /** The result column names, in order. */
  columns: readonly string[];
  /** The same columns as one JSON array per row (SQLite's json_array), aliased `json_row`. */
  jsonRow: AliasedRawBuilder<unknown, string>;
  /** A row from its values in selection order; `parameters` are the find's bound parameters. */
  decode<T extends Row>(values: readonly unknown[], parameters: readonly unknown[]): T;
  /** A row from a driver's row object (keyed by result column name). */
  decodeObject<T extends Row>(raw: Row, parameters: readonly unknown[]): T;
}

/** The column name json_array's value goes under in `ReadPlan.jsonRow`. */
export const JSON_ROW_COLUMN = "json_row";

/**
 * The model's string fields that an AND-only where clause fixes by equality, with the index of
 * the parameter that holds each value. SQLite compares text byte for byte (the BINARY collation
 * of every column Tollgate creates), so a matching row holds exactly the bound value. Only
 * shapes whose parameters are one per clause in order (the cached shapes) are given here.
 */
function fixedStringFields(
  model: ResolvedModel,
  where: readonly Where[],
  firstParameter: number,
): Map<string, number> {
  const fixed = new Map<string, number>();
  if (where.some((clause) => clause.connector === "OR")) return fixed;
  where.forEach((clause, index) => {
    const field = model.fields.get(clause.field);
    const equality = (clause.operator ?? "eq") === "eq";
    if (field?.attribute.type === "string" && equality && typeof clause.value === "string")
      fixed.set(field.name, firstParameter + index);
  });
  return fixed;
}

/**
 * The read of a find: which columns it selects and how it rebuilds its rows. On SQLite it does
 * not read back what the query already knows:
 * - a string field an AND-only where clause fixes by equality (`member.organizationId = ?`) is
 *   the bound parameter;
 * - a joined row's id, when the join matches it with a string field (`member.userId = user.id`),
 *   is that field's value: the SQL selects only whether the join matched.
 * For a list of 50 members with their users that is two of ten values per row that SQLite no
 * longer writes as JSON and V8 no longer parses. Rows keep the model's field order either way.
 * `where` is given only for shapes whose parameters are one per clause, joins' first.
 */
export function planRead(input: {
  dialect: SqlDialect;
  model: ResolvedModel;
  joins: readonly PlannedJoinInput[];
  where: readonly Where[] | undefined;
  joinParameters: number;
}): ReadPlan {
  const { dialect, model, joins } = input;
  const sqlite = dialect === "sqlite";
  const fixed =
    sqlite && input.where
      ? fixedStringFields(model, input.where, input.joinParameters)
      : new Map<string, number>();
  const expressions: RawBuilder<unknown>[] = [];
  const columns: string[] = [];
  const select = (expression: RawBuilder<unknown>, name: string) => {
    expressions.push(expression);
    columns.push(name);
    return columns.length - 1;
  };
  const sources = model.fieldList.map((field) => {
    const parameter = fixed.get(field.name);
    if (parameter !== undefined) return fromParameter(parameter);
    return select(sql`${sql.id(model.table, field.column)}`, field.name);
  });
  const plannedJoins: PlannedJoin[] = joins.map((join) => {
    const idFromLocal =
      sqlite &&
      join.foreignField.name === "id" &&
      join.localField.attribute.type === "string" &&
      join.localField.codec === join.foreignField.codec;
    let presence = -1;
    const joinSources = join.model.fieldList.map((field) => {
      const column = sql.id(join.alias, field.column);
      const name = `${join.key}.${field.name}`;
      if (field.name !== "id") return select(sql`${column}`, name);
      presence = select(idFromLocal ? sql`${column} is not null` : sql`${column}`, name);
      return idFromLocal ? FROM_LOCAL_FIELD : presence;
    });
    return {
      key: join.key,
      fields: join.model.fieldList,
      sources: joinSources,
      presence,
      presenceIsFlag: idFromLocal,
      localField: join.localField.name,
    };
  });
  const main: PlannedRow = { fields: model.fieldList, sources };
  const selection = expressions.map((expression, index) => expression.as(columns[index] as string));
  const jsonRow = sql`json_array(${sql.join(expressions)})`.as(JSON_ROW_COLUMN);

  const decodeRow = rowDecoder(main, plannedJoins);
  // The row holds the model's fields plus the joined rows the caller asked for.
  const decode = <T extends Row>(values: readonly unknown[], parameters: readonly unknown[]) =>
    decodeRow(values, parameters) as T;
  return {
    selection,
    columns,
    jsonRow,
    decode,
    decodeObject: (raw, parameters) =>
      decode(
        columns.map((name) => raw[name]),
        parameters,
      ),
  };
}
