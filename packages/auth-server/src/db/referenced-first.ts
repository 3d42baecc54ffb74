import type { ResolvedModel } from "./resolved-schema";

/** Models ordered so that a table comes after the tables its foreign keys point to. */
export function referencedFirst(models: ResolvedModel[]): ResolvedModel[] {
  const byKey = new Map(models.map((model) => [model.key, model]));
  const ordered: ResolvedModel[] = [];
  const visiting = new Set<string>();
  const visit = (model: ResolvedModel) => {
    if (ordered.includes(model) || visiting.has(model.key)) return;
    visiting.add(model.key);
    for (const field of model.fieldList) {
      const target = field.attribute.references?.model;
      const targetModel = target === undefined ? undefined : byKey.get(target);
      if (targetModel && targetModel !== model) visit(targetModel);
    }
    ordered.push(model);
  };
  for (const model of models) visit(model);
  return ordered;
}
