import type { JoinSpec, Row } from "./adapter-types";

/** Operators whose SQL does not depend on the value: a prepared find's where may use these. */
export type PreparedOperator = "eq" | "ne" | "lt" | "lte" | "gt" | "gte";

/** A where clause of a prepared find: its field and operator; the value comes with each call. */
export interface PreparedClause {
  field: string;
  operator?: PreparedOperator;
}

/**
 * A find whose shape is fixed once — the model, the where's fields and operators (joined by
 * AND), the joins — and run with the where's values (`adapter.findOneApart(find, values)`).
 * The adapter works out its SQL, its parameters' encoding and its row decoding on the first
 * run and keeps them with this object, where findOne works out the shape on every call.
 * `Found` is the answer's type: the model's row under the model's key and each joined row
 * under its join's key (null when the join matched nothing), e.g.
 * `{ session: Session; user: User | null }`.
 */
export interface PreparedFind<Found extends Record<string, Row | null>> {
  readonly model: string;
  readonly where: readonly PreparedClause[];
  readonly join: JoinSpec;
  /** Never set: carries `Found` for the adapter's answer. */
  readonly found?: Found;
}

/**
 * A prepared find (see PreparedFind). Made once, at module level or when an adapter is built:
 * the adapter keeps what it worked out with the object. A join may not be named as the model,
 * whose row its key would hide.
 */
export function prepareFind<Found extends Record<string, Row | null>>(shape: {
  model: string;
  where: readonly PreparedClause[];
  join?: JoinSpec;
}): PreparedFind<Found> {
  const join = shape.join ?? {};
  if (Object.hasOwn(join, shape.model))
    throw new TypeError(`a prepared find of ${shape.model} cannot join ${shape.model}`);
  return Object.freeze({ model: shape.model, where: shape.where, join });
}
