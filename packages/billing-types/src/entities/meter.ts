import type { Open } from "../dsl";
import { type ClientOf, type Field, f, type WireOf } from "../dsl";
import type { FilterConjunction, MeterFilterOperator } from "../enums";
import { FILTER_CONJUNCTIONS, METER_FILTER_OPERATORS } from "../enums";
import { metadata } from "./shared";

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

/** `count`, or `sum`/`max`/`min`/`avg` over a named property; told apart by `func`. */
const meterAggregationField = f.object(
  "MeterAggregation",
  {},
  f.union("func", {
    count: {},
    sum: overProperty,
    max: overProperty,
    min: overProperty,
    avg: overProperty,
  }),
);

export type MeterAggregationWire = WireOf<typeof meterAggregationField>;
export type MeterAggregation = ClientOf<typeof meterAggregationField>;
export const meterAggregation: Field<MeterAggregationWire, MeterAggregation> =
  meterAggregationField;

const meterField = f.object("Meter", {
  id: f.string(),
  name: f.string(),
  filter: meterFilter,
  aggregation: meterAggregation,
  organizationId: f.string(),
  metadata: metadata(),
});

export interface MeterWire extends WireOf<typeof meterField> {}
export interface Meter extends ClientOf<typeof meterField> {}
export const meter: Field<MeterWire, Meter> = meterField;
