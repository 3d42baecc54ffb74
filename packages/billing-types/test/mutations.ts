/** Seeded pseudo-random numbers (mulberry32), so a failing mutation can be replayed. */
export function random(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

export type Path = readonly (string | number)[];
type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === "object" && value !== null;
}

/** The path of every value inside `json` (objects, arrays and leaves), depth first. */
export function allPaths(json: unknown, prefix: Path = []): Path[] {
  if (!isContainer(json)) return [];
  const keys: (string | number)[] = Array.isArray(json) ? json.map((_, i) => i) : Object.keys(json);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...allPaths((json as Record<string | number, unknown>)[key], path)];
  });
}

function parentOf(json: unknown, path: Path): Container {
  let node = json;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  if (!isContainer(node)) throw new Error(`no container at ${path.join(".")}`);
  return node;
}

export function getAt(json: unknown, path: Path): unknown {
  let node = json;
  for (const key of path) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Sets the value at `path` (or deletes the key when `value` is `DELETE`). */
export function setAt(json: unknown, path: Path, value: unknown): void {
  const parent = parentOf(json, path);
  const key = path[path.length - 1] as string | number;
  if (value === DELETE && !Array.isArray(parent)) delete parent[key];
  else (parent as Record<string | number, unknown>)[key] = value;
}

export const DELETE = Symbol("delete");

/**
 * Replacement values: wrong types, edge numbers, dates with and without offsets, union tags
 * (known and not), empty and odd containers — what a buggy or newer platform might send.
 */
export const REPLACEMENTS: readonly unknown[] = [
  DELETE,
  null,
  0,
  -7,
  29.5,
  2 ** 53,
  1e21,
  "",
  "text",
  "2025-04-01T09:15:33Z",
  "2025-04-01T09:15:33.123456+02:00",
  "2025-04-01T09:15:33",
  "2025-02-29T00:00:00Z",
  "2024-02-29T23:59:59.9Z",
  "2025-04-01T24:00:00Z",
  "fixed",
  "percentage",
  "metered_unit",
  "custom",
  "license_keys",
  "discord",
  "select",
  "repeating",
  "once",
  "sum",
  "count",
  "and",
  "a_newer_value",
  true,
  false,
  {},
  [],
  ["SE1", "eu_vat"],
  ["SE1", "eu_vat", "extra"],
  { nested: { deep: 1 } },
  { key: "value", n: 1, b: true },
  { key: null },
  [1, 2],
  [{}],
  { conjunction: "and", clauses: [] },
  { property: "p", operator: "eq", value: 1 },
];
