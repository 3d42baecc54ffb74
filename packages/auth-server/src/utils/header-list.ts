// The server's own Headers. On Node 20 the first use of the global Headers (or Request, Response,
// fetch) loads Node's whole fetch implementation, undici: cold-start time and memory a
// node:http server never needs. Endpoints and the node:http path use this class instead; it
// behaves as the Fetch standard's Headers does for every member (names case-insensitive,
// values trimmed and checked, Set-Cookie kept apart, iteration sorted), so it can stand where
// a Headers is expected, and converts to a real one where a Web Response is built.

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FORBIDDEN_IN_VALUE = /[\0\r\n]/;
const EDGE_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;

export type HeaderInit =
  | Iterable<readonly [string, string]>
  | Record<string, string>
  | { forEach(callback: (value: string, name: string) => void): void };

function checkedName(name: string): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid header name: "${name}"`);
  return name.toLowerCase();
}

function checkedValue(value: string): string {
  const normalised = String(value).replace(EDGE_WHITESPACE, "");
  if (FORBIDDEN_IN_VALUE.test(normalised)) throw new TypeError("Invalid header value");
  return normalised;
}

export class HeaderList implements Headers {
  readonly #values = new Map<string, string[]>();

  constructor(init?: HeaderInit) {
    if (!init) return;
    if (typeof (init as { forEach?: unknown }).forEach === "function" && !Array.isArray(init)) {
      const source = init as { forEach(callback: (value: string, name: string) => void): void };
      const getSetCookie = (init as { getSetCookie?: () => string[] }).getSetCookie;
      source.forEach((value, name) => {
        if (name.toLowerCase() !== "set-cookie" || !getSetCookie) this.append(name, value);
      });
      if (getSetCookie)
        for (const cookie of getSetCookie.call(init)) this.append("set-cookie", cookie);
      return;
    }
    if (Symbol.iterator in init) {
      for (const [name, value] of init as Iterable<readonly [string, string]>)
        this.append(name, value);
      return;
    }
    for (const [name, value] of Object.entries(init)) this.append(name, value);
  }

  append(name: string, value: string): void {
    const key = checkedName(name);
    const checked = checkedValue(value);
    const existing = this.#values.get(key);
    if (existing) existing.push(checked);
    else this.#values.set(key, [checked]);
  }

  set(name: string, value: string): void {
    this.#values.set(checkedName(name), [checkedValue(value)]);
  }

  delete(name: string): void {
    this.#values.delete(checkedName(name));
  }

  get(name: string): string | null {
    const values = this.#values.get(checkedName(name));
    return values ? values.join(", ") : null;
  }

  has(name: string): boolean {
    return this.#values.has(checkedName(name));
  }

  getSetCookie(): string[] {
    return [...(this.#values.get("set-cookie") ?? [])];
  }

  /** As the standard: sorted names, values combined, except Set-Cookie (one entry each). */
  *entries(): HeadersIterator<[string, string]> {
    for (const name of [...this.#values.keys()].sort()) {
      const values = this.#values.get(name) ?? [];
      if (name === "set-cookie") for (const value of values) yield [name, value];
      else yield [name, values.join(", ")];
    }
  }

  *keys(): HeadersIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): HeadersIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }

  forEach(
    callback: (value: string, name: string, parent: Headers) => void,
    thisArg?: unknown,
  ): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }
}

/**
 * Whether a value is a Web Response, told by its tag: `instanceof Response` would itself load
 * undici on Node 20 for every answer that is not one.
 */
export function isWebResponse(value: unknown): value is Response {
  return Object.prototype.toString.call(value) === "[object Response]";
}

/** The same duck test for a Headers (a real one or a HeaderList). */
export function isHeaders(value: unknown): value is Headers {
  return (
    value instanceof HeaderList || Object.prototype.toString.call(value) === "[object Headers]"
  );
}
