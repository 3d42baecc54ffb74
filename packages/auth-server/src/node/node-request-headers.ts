import type { IncomingHttpHeaders } from "node:http";
import { copyNodeHeaders } from "./from-node-headers";

/** A header name as node:http keys it (lower case) that Headers also accepts unchanged. */
const LOWER_CASE_TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/;

/** Whether Headers would store `value` as it is (it strips HTTP whitespace at both ends). */
function isTrimmed(value: string): boolean {
  if (value === "") return true;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return first > 0x20 && last > 0x20;
}

type NodeRequestHeadersClass = new (source: IncomingHttpHeaders) => Headers;

function defineNodeRequestHeaders(): NodeRequestHeadersClass {
  /**
   * The Headers of a node:http request, as `fromNodeHeaders(req.headers)` gives them, filled
   * only when something does more than `get` or `has` a name. A session read asks for two or
   * three headers; copying all of a request's into a Headers (each validated, lower-cased and
   * stored) took ~1.7 µs of the ~17 µs its GET /get-session costs in process, reading two
   * names from node's object ~0.2 µs. `get` and `has` of a lower-case name whose value Headers
   * would keep as it is read node's object; every other member (set, append, delete,
   * iteration, getSetCookie, a copy as `new Headers(...)` or a Request's init) fills first and
   * is then Headers' own, so a hook or endpoint sees what fromNodeHeaders would give. node:http
   * keys its object by lower-case name; filling reads the object as it is at that moment.
   */
  class NodeRequestHeaders extends Headers {
    #source: IncomingHttpHeaders | null;

    constructor(source: IncomingHttpHeaders) {
      super();
      this.#source = source;
    }

    /** The value a plain name has, undefined when only a filled Headers can tell. */
    #direct(name: string): string | null | undefined {
      const source = this.#source;
      if (source === null || !LOWER_CASE_TOKEN.test(name)) return undefined;
      if (!Object.hasOwn(source, name)) return null;
      const value = source[name];
      if (value === undefined) return null;
      return typeof value === "string" && isTrimmed(value) ? value : undefined;
    }

    /** Copies node's headers in, the first time a member other than a plain get or has runs. */
    #fill(): void {
      const source = this.#source;
      if (source === null) return;
      this.#source = null;
      copyNodeHeaders(source, this);
    }

    override get(name: string): string | null {
      const direct = typeof name === "string" ? this.#direct(name) : undefined;
      if (direct !== undefined) return direct;
      this.#fill();
      return super.get(name);
    }
    override has(name: string): boolean {
      const direct = typeof name === "string" ? this.#direct(name) : undefined;
      if (direct !== undefined) return direct !== null;
      this.#fill();
      return super.has(name);
    }
    override set(name: string, value: string): void {
      this.#fill();
      super.set(name, value);
    }
    override append(name: string, value: string): void {
      this.#fill();
      super.append(name, value);
    }
    override delete(name: string): void {
      this.#fill();
      super.delete(name);
    }
    override getSetCookie(): string[] {
      this.#fill();
      return super.getSetCookie();
    }
    override forEach(
      callback: (value: string, key: string, parent: Headers) => void,
      thisArg?: unknown,
    ): void {
      this.#fill();
      super.forEach(callback, thisArg);
    }
    override entries(): HeadersIterator<[string, string]> {
      this.#fill();
      return super.entries();
    }
    override keys(): HeadersIterator<string> {
      this.#fill();
      return super.keys();
    }
    override values(): HeadersIterator<string> {
      this.#fill();
      return super.values();
    }
    override [Symbol.iterator](): HeadersIterator<[string, string]> {
      this.#fill();
      return super.entries();
    }
  }
  return NodeRequestHeaders;
}

// Made on first use: extending the global Headers at import would load Node's fetch
// implementation with the package.
let NodeRequestHeaders: NodeRequestHeadersClass | undefined;

/** The request's headers as Web Headers, read from node's object until more than a name is asked. */
export function nodeRequestHeaders(source: IncomingHttpHeaders): Headers {
  NodeRequestHeaders ??= defineNodeRequestHeaders();
  return new NodeRequestHeaders(source);
}
