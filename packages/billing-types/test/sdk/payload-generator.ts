import {
  boundsOf,
  enumValues,
  formatOf,
  isKind,
  type OfKind,
  type Schema,
  unionOptions,
} from "./zod-walk";

/**
 * - `minimal`: only what the schema requires (optional keys left out, nullable ones null, empty
 *   arrays and maps);
 * - `nulls`: every key, and null wherever the schema allows it (arrays and maps with one item);
 * - `maximal`: every key with a value, arrays with one item per member of their union.
 */
export type Mode = "minimal" | "nulls" | "maximal";

const OMIT = Symbol("omit");
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Wire dates as the platform writes them: microseconds, whole seconds, an offset, milliseconds.
 * Each is a different text for one instant's worth of information, so a lossy round trip shows.
 */
const DATES = [
  "2025-04-01T09:15:31.554210Z",
  "2025-03-01T09:15:22Z",
  "2025-02-14T00:00:00+01:00",
  "2025-01-10T12:00:00.000000Z",
  "2025-05-01T09:15:30.123456+00:00",
  "2024-12-31T23:59:59.999Z",
];

/**
 * Fields whose value the platform derives from which other fields an object has (the SDKs type
 * them as plain enumerations in every variant): a discount is `fixed` when it has an `amount`,
 * `percentage` when it has `basis_points`, and `repeating` exactly when it has
 * `duration_in_months`.
 */
const IMPLIED: Record<string, (keys: ReadonlySet<string>, values: readonly Json[]) => Json[]> = {
  type: (keys, values) =>
    keys.has("basis_points")
      ? ["percentage"]
      : keys.has("amount") && keys.has("currency") && values.includes("fixed")
        ? ["fixed"]
        : [...values],
  duration: (keys, values) =>
    keys.has("duration_in_months")
      ? ["repeating"]
      : values.filter((value) => value !== "repeating"),
};

interface Walk {
  readonly mode: Mode;
  readonly variant: number;
  /** How many times the innermost union has gone through all its members at this variant. */
  readonly round: number;
  /** Lazy schemas being expanded on the way here: a second visit would never end. */
  readonly open: readonly Schema[];
  /** A running number, so that ids and texts differ between fields. */
  readonly counter: { value: number };
  /** Keys a newer platform might add: put into every object (not into maps). */
  readonly newer: Readonly<Record<string, Json>>;
}

export interface GenerateOptions {
  /** A newer shape: these keys are added to every object the schema describes. */
  readonly addToEveryObject?: Readonly<Record<string, Json>>;
}

/** A wire payload for `schema`: see `Mode`; `variant` picks the member of each union. */
export function generatePayload(
  schema: Schema,
  mode: Mode,
  variant: number,
  options: GenerateOptions = {},
): unknown {
  const newer = options.addToEveryObject ?? {};
  const walk = { mode, variant, round: 0, open: [], counter: { value: 0 }, newer };
  const value = generate(schema, "", walk);
  return value === OMIT ? undefined : value;
}

/** How many variants it takes for every union to show each of its members (at least 1). */
export function variantCount(schema: Schema, seen = new Set<Schema>()): number {
  if (seen.has(schema)) return 1;
  seen.add(schema);
  const options = unionOptions(schema);
  let count = options?.length ?? 1;
  for (const inner of children(schema)) count = Math.max(count, variantCount(inner, seen));
  return count;
}

function children(schema: Schema): readonly Schema[] {
  const options = unionOptions(schema);
  if (options) return options;
  if (isKind(schema, "object")) return Object.values(schema._zod.def.shape);
  if (isKind(schema, "optional") || isKind(schema, "nullable") || isKind(schema, "default")) {
    return [schema._zod.def.innerType];
  }
  if (isKind(schema, "array")) return [schema._zod.def.element];
  if (isKind(schema, "record")) return [schema._zod.def.valueType];
  if (isKind(schema, "pipe")) return [schema._zod.def.in];
  if (isKind(schema, "intersection")) return [schema._zod.def.left, schema._zod.def.right];
  if (isKind(schema, "lazy")) return [schema._zod.def.getter()];
  return [];
}

function generate(schema: Schema, key: string, walk: Walk): Json | typeof OMIT {
  const def = schema._zod.def;
  const values = enumValues(schema);
  if (values) return pick(values, walk);
  const options = unionOptions(schema);
  if (options) return generateUnion(options, key, walk);
  if (isKind(schema, "optional") || isKind(schema, "default")) {
    const inner = schema._zod.def.innerType;
    // A literal is a discriminator: the platform always sends it, even where an SDK defaults it.
    if (walk.mode === "minimal" && !isKind(stripped(inner), "literal")) return OMIT;
    return generate(inner, key, walk);
  }
  if (isKind(schema, "nullable")) {
    return walk.mode === "maximal" ? generate(schema._zod.def.innerType, key, walk) : null;
  }
  if (isKind(schema, "pipe")) return generate(schema._zod.def.in, key, walk);
  if (isKind(schema, "lazy")) {
    return generate(schema._zod.def.getter(), key, { ...walk, open: [...walk.open, schema] });
  }
  if (isKind(schema, "object")) return generateObject(schema._zod.def.shape, walk);
  if (isKind(schema, "intersection")) {
    const left = generate(schema._zod.def.left, key, walk);
    const right = generate(schema._zod.def.right, key, walk);
    return isObject(left) && isObject(right) ? { ...left, ...right } : right;
  }
  if (isKind(schema, "array")) return generateArray(schema, key, walk);
  if (isKind(schema, "record")) return generateRecord(schema._zod.def.valueType, key, walk);
  if (isKind(schema, "string")) return text(schema, key, walk);
  if (isKind(schema, "number")) return number(schema, walk);
  if (isKind(schema, "boolean")) return (walk.variant + next(walk)) % 2 === 0;
  if (isKind(schema, "unknown") || isKind(schema, "any")) return `${key} value`;
  throw new Error(`payload generator: no rule for a zod "${def.type}" at ${key}`);
}

function generateObject(shape: Readonly<Record<string, Schema>>, walk: Walk): Json {
  const keys = new Set(Object.keys(shape));
  const out: Record<string, Json> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const implied = IMPLIED[key];
    const values = enumValues(stripped(schema));
    if (implied && values) {
      // By round, so that each member of the union meets each value the fields allow.
      const allowed = implied(keys, values);
      out[key] = allowed[walk.round % allowed.length] ?? null;
      continue;
    }
    const value = generate(schema, key, walk);
    if (value !== OMIT) out[key] = value;
  }
  return { ...out, ...walk.newer };
}

/** The schema under optional/nullable/default wrappers. */
function stripped(schema: Schema): Schema {
  if (isKind(schema, "optional") || isKind(schema, "nullable") || isKind(schema, "default")) {
    return stripped(schema._zod.def.innerType);
  }
  return schema;
}

function generateUnion(options: readonly Schema[], key: string, walk: Walk): Json | typeof OMIT {
  const usable = options.filter((option) => !reopens(option, walk));
  const option = usable[walk.variant % usable.length];
  if (option === undefined) return OMIT;
  return generate(option, key, { ...walk, round: Math.floor(walk.variant / usable.length) });
}

/** Whether `option` is a lazy schema already being expanded (a recursion). */
function reopens(option: Schema, walk: Walk): boolean {
  return isKind(option, "lazy") && walk.open.includes(option);
}

function generateArray(schema: OfKind<"array">, key: string, walk: Walk): Json {
  const element = schema._zod.def.element;
  const { min = 0 } = boundsOf(schema);
  if (walk.mode === "minimal")
    return repeat(min, (index) => generate(element, key, { ...walk, variant: index }));
  const options = (unionOptions(stripped(element)) ?? [element]).filter(
    (option) => !reopens(option, walk),
  );
  const count = walk.mode === "maximal" ? Math.max(options.length, min) : Math.max(1, min);
  // Item i of variant v is variant v + i: the items show every member of the item's union, and
  // each variant shows other members of the unions nested in them.
  return repeat(count, (index) =>
    generate(element, key, { ...walk, variant: walk.variant + index }),
  );
}

function generateRecord(value: Schema, key: string, walk: Walk): Json {
  if (walk.mode === "minimal") return {};
  const count = walk.mode === "maximal" ? (unionOptions(stripped(value))?.length ?? 1) : 1;
  const out: Record<string, Json> = {};
  for (let index = 0; index < count; index++) {
    const entry = generate(value, `${key}_${index}`, { ...walk, variant: index });
    if (entry !== OMIT) out[`${key}_key_${index}`] = entry;
  }
  return out;
}

function repeat(count: number, make: (index: number) => Json | typeof OMIT): Json[] {
  const out: Json[] = [];
  for (let index = 0; index < count; index++) {
    const item = make(index);
    if (item !== OMIT) out.push(item);
  }
  return out;
}

function text(schema: Schema, key: string, walk: Walk): string {
  const format = formatOf(schema);
  const n = next(walk);
  if (format === "datetime")
    return DATES[(walk.variant + n) % DATES.length] ?? "2025-04-01T09:15:31Z";
  if (format === "date") return "2025-04-01";
  if (format === "email") return `buyer${n}@example.com`;
  if (format === "url" || format === "uri") return `https://example.com/${key}/${n}`;
  if (format === "uuid" || key === "id" || key.endsWith("_id")) return uuid(n);
  const { min = 0 } = boundsOf(schema);
  return `${key.replaceAll("_", " ")} ${n}`.padEnd(min, ".");
}

function number(schema: Schema, walk: Walk): number {
  const { min, max } = boundsOf(schema);
  const n = next(walk);
  const whole = formatOf(schema)?.includes("int") ?? false;
  let value = whole ? 100 + n : 1234.5 + n;
  if (min !== undefined && value <= min) value = min + 1;
  if (max !== undefined && value >= max) value = whole ? max - 1 : max - 0.5;
  return value;
}

function pick(values: readonly Json[] | readonly (string | number | boolean)[], walk: Walk): Json {
  const index = (walk.variant + next(walk)) % values.length;
  return values[index] ?? null;
}

function next(walk: Walk): number {
  return walk.counter.value++;
}

function uuid(n: number): string {
  const hex = n.toString(16).padStart(12, "0");
  return `5f0c1a2b-3c4d-4e5f-8a6b-${hex}`;
}

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
