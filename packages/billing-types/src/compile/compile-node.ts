import { dateFromWireTime } from "../derive/date-text";
import { isWireDate } from "../derive/wire-date";
import type { Node } from "../dsl";
import { compileObject } from "./compile-object";
import { type Compiled, INVALID } from "./invalid";
import { isPlainObject, isPlainRecord } from "./plain-data";
import { wireDateTime } from "./wire-date-time";

const string: Compiled = (value) => (typeof value === "string" ? value : INVALID);
// z.int(): a number, an integer, within ±(2^53 − 1).
const int: Compiled = (value) => (Number.isSafeInteger(value) ? value : INVALID);
// z.number(): finite (zod 4 rejects NaN and ±Infinity).
const number: Compiled = (value) =>
  typeof value === "number" && Number.isFinite(value) ? value : INVALID;
const boolean: Compiled = (value) => (typeof value === "boolean" ? value : INVALID);
const date: Compiled = (value) =>
  typeof value === "string" && isWireDate(value)
    ? dateFromWireTime(value, wireDateTime(value))
    : INVALID;
const scalar: Compiled = (value) =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "number" && Number.isFinite(value))
    ? value
    : INVALID;
const json: Compiled = (value) => value;

/**
 * Compiles a node into one closure that validates exactly what its zod wire schema validates
 * and returns what `convert(node, value, "toClient")` returns — in one pass. Built once per node
 * at module init; a call allocates only the client form it returns.
 */
export function compileNode(node: Node): Compiled {
  switch (node.kind) {
    case "string":
    case "enum":
      return string;
    case "int":
      return int;
    case "number":
      return number;
    case "boolean":
      return boolean;
    case "date":
      return date;
    case "scalar":
      return scalar;
    case "json":
      return json;
    case "nullable":
      return nullable(compileNode(node.inner));
    case "default":
      return compileNode(node.inner);
    case "array":
      return array(compileNode(node.item));
    case "tuple":
      return tuple(node.items.map(compileNode));
    case "record":
      return record(compileNode(node.value));
    case "object":
      return compileObject(node.def, compileNode);
    case "either":
      return either(node.key.wire, compileNode(node.ifPresent), compileNode(node.otherwise));
    case "lazy":
      return lazy(() => compileNode(node.get()));
  }
}

function nullable(inner: Compiled): Compiled {
  return (value) => (value === null ? null : inner(value));
}

function array(item: Compiled): Compiled {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const length = value.length;
    const out: unknown[] = new Array(length);
    for (let index = 0; index < length; index++) {
      const converted = item(value[index]);
      if (converted === INVALID) return INVALID;
      out[index] = converted;
    }
    return out;
  };
}

function tuple(items: readonly Compiled[]): Compiled {
  const length = items.length;
  return (value) => {
    if (!Array.isArray(value) || value.length !== length) return INVALID;
    const out: unknown[] = new Array(length);
    for (let index = 0; index < length; index++) {
      // Bounded by the definition's item count, which `length` was taken from.
      const converted = (items[index] as Compiled)(value[index]);
      if (converted === INVALID) return INVALID;
      out[index] = converted;
    }
    return out;
  };
}

function record(entry: Compiled): Compiled {
  return (value) => {
    if (!isPlainRecord(value)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const key in value) {
      const converted = entry(value[key]);
      if (converted === INVALID) return INVALID;
      out[key] = converted;
    }
    return out;
  };
}

/** The form is chosen by whether `key` is in the object, as `eitherSchema` and `convert` do. */
function either(key: string, ifPresent: Compiled, otherwise: Compiled): Compiled {
  return (value) => {
    if (!isPlainObject(value)) return INVALID;
    return key in value ? ifPresent(value) : otherwise(value);
  };
}

/** Compiled on first use, so recursive definitions (the meter filter tree) terminate. */
function lazy(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  return (value) => {
    compiled ??= compile();
    return compiled(value);
  };
}
