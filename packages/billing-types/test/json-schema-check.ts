/**
 * A small JSON Schema checker for the keywords our generated schemas use (no validator
 * dependency): $ref to $defs, allOf, anyOf, not, type, const, enum, properties, required,
 * additionalProperties, items, prefixItems and format date-time. Returns the failing paths.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function typeMatches(type: unknown, value: unknown): boolean {
  if (Array.isArray(type)) return type.some((one) => typeMatches(one, value));
  switch (type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return isObject(value);
    default:
      throw new Error(`unsupported type ${String(type)}`);
  }
}

export function checkJsonSchema(root: Schema, value: unknown): string[] {
  return checkAgainst(root, root, value);
}

function checkAgainst(root: Schema, start: Schema, value: unknown): string[] {
  const errors: string[] = [];
  const visit = (schema: Schema, data: unknown, path: string): void => {
    if (typeof schema.$ref === "string") {
      const name = schema.$ref.replace("#/$defs/", "");
      const defs = root.$defs as Record<string, Schema>;
      const target = schema.$ref === "#" ? root : defs[name];
      if (!target) throw new Error(`unresolved ${schema.$ref}`);
      visit(target, data, path);
    }
    if (schema.type !== undefined && !typeMatches(schema.type, data)) {
      errors.push(`${path}: expected ${String(schema.type)}`);
      return;
    }
    if ("const" in schema && schema.const !== data)
      errors.push(`${path}: expected ${String(schema.const)}`);
    if (Array.isArray(schema.enum) && !schema.enum.includes(data))
      errors.push(`${path}: not in enum`);
    if (schema.format === "date-time" && typeof data === "string" && !DATE_TIME.test(data)) {
      errors.push(`${path}: not a date-time with offset`);
    }
    if (Array.isArray(schema.allOf)) for (const part of schema.allOf) visit(part, data, path);
    if (Array.isArray(schema.anyOf)) {
      const passing = schema.anyOf.filter(
        (option) => checkAgainst(root, option, data).length === 0,
      );
      if (passing.length === 0) errors.push(`${path}: matches no anyOf option`);
    }
    if (isObject(schema.not) && checkAgainst(root, schema.not, data).length === 0) {
      errors.push(`${path}: matches a 'not' schema`);
    }
    if (isObject(data)) {
      for (const key of (schema.required as string[] | undefined) ?? []) {
        if (!(key in data)) errors.push(`${path}.${key}: required`);
      }
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const [key, inner] of Object.entries(data)) {
        const declared = properties[key];
        if (declared) visit(declared, inner, `${path}.${key}`);
        else if (isObject(schema.additionalProperties))
          visit(schema.additionalProperties, inner, `${path}.${key}`);
      }
    }
    if (Array.isArray(data)) {
      const prefix = (schema.prefixItems as Schema[] | undefined) ?? [];
      data.forEach((item, index) => {
        const itemSchema = prefix[index] ?? (schema.items as Schema | undefined);
        if (itemSchema) visit(itemSchema, item, `${path}[${index}]`);
      });
    }
  };
  visit(start, value, "");
  return errors;
}
