import type { DatabaseSchema } from "../db/schema-types";
import { reviveStoredSession } from "../session/stored-session";
import type { SessionWithUser } from "../types/models";
import { toJsonText } from "../utils/json-text";
import type { SecondaryStorage } from "./secondary-storage-types";

/**
 * Sessions in secondary storage: a shared read cache in front of the database, which stays the
 * record. A read that misses takes the database and stores what it found. A write that changes a
 * session or its user removes the entries it touched once it has committed. A revocation (sign-
 * out, revoke, delete-user, an expired session) first overwrites each entry with a revocation
 * mark that lives as long as an entry can, and only then deletes the rows; a read that finds a
 * mark takes the database and stores nothing, and a read stores what it found only where the
 * key holds nothing (`setIfAbsent`), so a read that raced the revocation cannot put the revoked
 * session back. The design is in docs/auth-server/secondary-storage.md.
 */
export interface SessionEntries {
  read(token: string): Promise<SessionWithUser | null>;
  remember(token: string, found: SessionWithUser): Promise<void>;
  /** Drops the entries of sessions that changed (their next read takes the database). */
  forget(tokens: readonly string[]): Promise<void>;
  /**
   * Marks the sessions revoked before their rows are deleted. Throws (the storage's
   * DependencyUnavailableError) when a mark could not be written: the revocation must then fail
   * and leave the rows, so that it can be retried.
   */
  revoke(tokens: readonly string[]): Promise<void>;
}

/** Seconds an entry (and a revocation mark) lives at most. */
export const ENTRY_MAX_AGE = 300;
const KEY_PREFIX = "tollgate:session:";
/** What a revoked session's key holds: not JSON, so a reader of the old format ignores it too. */
export const REVOKED_MARK = "revoked";

/**
 * Storage failures: a read or a cache fill that fails falls back to the database (the record);
 * a removal or a revocation mark that fails fails the request (503), since a revoked session
 * must not stay cached while the revocation looks successful. Failures are logged by the guarded
 * storage (guarded-storage.ts), once per outage.
 */
export function createSessionEntries(
  storage: SecondaryStorage,
  schema: DatabaseSchema,
): SessionEntries {
  const keyOf = (token: string) => `${KEY_PREFIX}${token}`;
  return {
    async read(token) {
      let stored: unknown;
      try {
        stored = await storage.get(keyOf(token));
      } catch {
        return null; // the database answers
      }
      if (stored === null || stored === undefined || stored === REVOKED_MARK) return null;
      try {
        // Some clients (e.g. Upstash's) hand JSON back already parsed.
        const parsed: unknown = typeof stored === "string" ? JSON.parse(stored) : stored;
        const found = reviveStoredSession(schema, parsed);
        return found?.session.token === token ? found : null;
      } catch {
        return null; // not JSON: not ours, and the database answers instead
      }
    },
    async remember(token, found) {
      const secondsLeft = Math.floor((found.session.expiresAt.getTime() - Date.now()) / 1000);
      if (secondsLeft <= 0) return;
      const ttl = Math.min(secondsLeft, ENTRY_MAX_AGE);
      try {
        if (storage.setIfAbsent) await storage.setIfAbsent(keyOf(token), toJsonText(found), ttl);
        else await storage.set(keyOf(token), toJsonText(found), ttl);
      } catch {
        // Not cached: the next read takes the database again.
      }
    },
    async forget(tokens) {
      await Promise.all(tokens.map((token) => storage.delete(keyOf(token))));
    },
    async revoke(tokens) {
      await Promise.all(
        tokens.map((token) => storage.set(keyOf(token), REVOKED_MARK, ENTRY_MAX_AGE)),
      );
    },
  };
}
