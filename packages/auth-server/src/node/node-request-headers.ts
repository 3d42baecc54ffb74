import type { IncomingHttpHeaders } from "node:http";
import { HeaderList } from "../utils/header-list";

function joined(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * A Headers view over node:http's already-parsed, lowercase header object: reads go straight
 * to it instead of copying every header into a new Headers on every request.
 * Writes are copied into the view's own storage first, so it behaves like any Headers.
 */
export class NodeRequestHeaders extends HeaderList {
  #raw: IncomingHttpHeaders | null;

  constructor(raw: IncomingHttpHeaders) {
    super();
    this.#raw = raw;
  }

  /** Copies the raw headers into Headers storage before the first write. */
  #materialise(): void {
    const raw = this.#raw;
    if (!raw) return;
    this.#raw = null;
    for (const name in raw) {
      const value = raw[name];
      if (Array.isArray(value)) for (const item of value) super.append(name, item);
      else if (value !== undefined) super.append(name, value);
    }
  }

  override get(name: string): string | null {
    return this.#raw ? joined(this.#raw[name.toLowerCase()]) : super.get(name);
  }

  override has(name: string): boolean {
    return this.#raw ? this.#raw[name.toLowerCase()] !== undefined : super.has(name);
  }

  override getSetCookie(): string[] {
    if (!this.#raw) return super.getSetCookie();
    const value = this.#raw["set-cookie"];
    return value === undefined ? [] : value;
  }

  override set(name: string, value: string): void {
    this.#materialise();
    super.set(name, value);
  }

  override append(name: string, value: string): void {
    this.#materialise();
    super.append(name, value);
  }

  override delete(name: string): void {
    this.#materialise();
    super.delete(name);
  }

  override forEach(
    callback: (value: string, key: string, parent: Headers) => void,
    thisArg?: unknown,
  ): void {
    this.#materialise();
    super.forEach(callback, thisArg);
  }

  override entries(): HeadersIterator<[string, string]> {
    this.#materialise();
    return super.entries();
  }

  override keys(): HeadersIterator<string> {
    this.#materialise();
    return super.keys();
  }

  override values(): HeadersIterator<string> {
    this.#materialise();
    return super.values();
  }

  override [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }
}
