import type { DevPerson } from "./people";

/** What an authorization code stands for until it is exchanged (once). */
export interface CodeGrant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  person: DevPerson;
}

/** What an access or refresh token stands for. */
export interface TokenGrant {
  clientId: string;
  scope: string;
  person: DevPerson;
}

/** At most this many live entries per store: a development server, not a database. */
const CAPACITY = 10_000;

/**
 * Random opaque values that expire and can be taken once. Expired entries are dropped when a new
 * one is added; past capacity the oldest go first.
 */
export class SingleUseStore<Grant> {
  readonly #entries = new Map<string, { grant: Grant; expiresAt: number }>();
  readonly #lifetimeMs: number;

  constructor(lifetimeSeconds: number) {
    this.#lifetimeMs = lifetimeSeconds * 1000;
  }

  issue(grant: Grant, now = Date.now()): string {
    for (const [value, entry] of this.#entries) {
      if (entry.expiresAt <= now || this.#entries.size >= CAPACITY) this.#entries.delete(value);
    }
    const value = randomValue();
    this.#entries.set(value, { grant, expiresAt: now + this.#lifetimeMs });
    return value;
  }

  /** The grant, removed so it cannot be used again; undefined when unknown or expired. */
  take(value: string, now = Date.now()): Grant | undefined {
    const entry = this.#entries.get(value);
    this.#entries.delete(value);
    return entry && entry.expiresAt > now ? entry.grant : undefined;
  }

  /** The grant, left in place (access tokens are used many times). */
  peek(value: string, now = Date.now()): Grant | undefined {
    const entry = this.#entries.get(value);
    return entry && entry.expiresAt > now ? entry.grant : undefined;
  }
}

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
