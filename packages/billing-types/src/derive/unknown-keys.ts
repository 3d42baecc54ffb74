import { camelCase, snakeCase } from "../dsl";

/** The client name of a key the definition does not know. */
export interface UnknownKeyName {
  readonly client: string;
  /** Whether `toWire` must be told the wire name (snake_case of `client` is not it). */
  readonly remembered: boolean;
}

/**
 * An unknown wire key is named in camelCase in the client form. Should that name be taken (by a
 * known field, or by another unknown key already named), it keeps its wire name, and `_` is added
 * while that is taken too — so no key is ever lost or overwritten.
 */
export function unknownKeyName(wire: string, taken: (name: string) => boolean): UnknownKeyName {
  let client = camelCase(wire);
  if (taken(client)) {
    client = wire;
    while (taken(client)) client += "_";
  }
  return { client, remembered: snakeCase(client) !== wire };
}

const CACHE_LIMIT = 512;

/**
 * `unknownKeyName` for one object shape whose known client names are fixed: the name found for
 * each wire key is remembered (payloads of one platform repeat the same few unknown keys).
 */
export class UnknownKeyNamer {
  readonly #known: (name: string) => boolean;
  readonly #names = new Map<string, UnknownKeyName>();

  constructor(known: (name: string) => boolean) {
    this.#known = known;
  }

  /** The client name of unknown key `wire` in `out`, the client object being built. */
  name(wire: string, out: Record<string, unknown>): UnknownKeyName {
    let name = this.#names.get(wire);
    if (name === undefined) {
      name = unknownKeyName(wire, this.#known);
      if (this.#names.size >= CACHE_LIMIT) this.#names.clear();
      this.#names.set(wire, name);
    }
    if (!Object.hasOwn(out, name.client)) return name;
    return unknownKeyName(wire, (client) => this.#known(client) || Object.hasOwn(out, client));
  }
}
