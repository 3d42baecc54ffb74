import type { AuthContext } from "../context/context-types";

const hiddenFieldsCache = new WeakMap<object, Map<string, string[]>>();

/** Field names a model declares `returned: false` (computed once per schema). */
function hiddenFields(context: AuthContext, model: string): string[] {
  let perModel = hiddenFieldsCache.get(context.schema);
  if (!perModel) {
    perModel = new Map();
    hiddenFieldsCache.set(context.schema, perModel);
  }
  let hidden = perModel.get(model);
  if (!hidden) {
    const fields = context.schema[model]?.fields ?? {};
    hidden = Object.keys(fields).filter((name) => fields[name]?.returned === false);
    perModel.set(model, hidden);
  }
  return hidden;
}

/** The record as an API answer: without the fields its model marks `returned: false`. */
export function toPublic<T extends Record<string, unknown>>(
  context: AuthContext,
  model: string,
  record: T,
): T {
  const hidden = hiddenFields(context, model);
  if (hidden.length === 0) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const name of hidden) delete copy[name];
  // Only keys were removed; the remaining fields keep their types.
  return copy as T;
}
