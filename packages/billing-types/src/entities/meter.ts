import type { Open } from "../dsl";
import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import type { FilterConjunction, MeterFilterOperator } from "../enums";
import { FILTER_CONJUNCTIONS, METER_FILTER_OPERATORS, METER_UNITS } from "../enums";
import { metadata, unlistedTimestamps } from "./shared";

export interface MeterFilterClause {
  property: string;
  operator: Open<MeterFilterOperator>;
  value: string | number | boolean;
}
/** A tree of clauses joined by a conjunction; the same in both forms (no renamed keys, no dates). */
export interface MeterFilter {
  conjunction: Open<FilterConjunction>;
  clauses: (MeterFilterClause | MeterFilter)[];
}

const clause = f.object("MeterFilterClause", {
  property: f.string(),
  operator: f.enum(METER_FILTER_OPERATORS),
  value: f.scalar(),
});

// Annotated because the tree refers to itself; the shape below is checked against it.
export const meterFilter: Field<MeterFilter, MeterFilter> = f.object("MeterFilter", {
  conjunction: f.enum(FILTER_CONJUNCTIONS),
  clauses: f.array(
    f.either(
      "conjunction",
      f.lazy(() => meterFilter),
      clause,
    ),
  ),
});

const overProperty = { property: f.string() };

/**
 * `count`, or `sum`/`max`/`min`/`avg` (and today's `unique`) over a named property; told apart
 * by `func`.
 */
const meterAggregationField = f.object(
  "MeterAggregation",
  {},
  f.union("func", {
    count: {},
    sum: overProperty,
    max: overProperty,
    min: overProperty,
    avg: overProperty,
    unique: overProperty,
  }),
);

export type MeterAggregationWire = WireOf<typeof meterAggregationField>;
export type MeterAggregation = ClientOf<typeof meterAggregationField>;
export const meterAggregation: Field<MeterAggregationWire, MeterAggregation> =
  meterAggregationField;

const meterField = f.object("Meter", {
  ...unlistedTimestamps(),
  id: f.string(),
  name: f.string(),
  /** Today's API. */
  unit: f.optional(f.enum(METER_UNITS)),
  /** Today's API. */
  customLabel: f.maybe(f.string()),
  /** Today's API. */
  customMultiplier: f.maybe(f.int()),
  filter: meterFilter,
  aggregation: meterAggregation,
  organizationId: f.string(),
  metadata: metadata(),
  /** Today's API. */
  archivedAt: f.maybe(f.date()),
});

export interface MeterWire extends WireOf<typeof meterField> {}
export interface Meter extends ClientOf<typeof meterField> {}
export const meter: Field<MeterWire, Meter> = meterField;
