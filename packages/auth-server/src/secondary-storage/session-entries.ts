import type { DatabaseSchema } from "../db/schema-types";
import { reviveStoredSession } from "../session/stored-session";
import type { SessionWithUser } from "../types/models";
import { toJsonText } from "../utils/json-text";
import type { Logger } from "../utils/logger";
import type { SecondaryStorage } from "./secondary-storage-types";

/**
 * Sessions in secondary storage: a shared read cache in front of the database, which stays the
 * record. A read that misses takes the database and stores what it found; every write to a
 * session or its user removes the entries it touched once the write has committed, so the next
 * read anywhere takes the database again. An entry lives at most ENTRY_MAX_AGE seconds: should a
 * read on one instance store a session in the instant another instance revoked it, the stale
 * entry is gone within that time.
 */
export interface SessionEntries {
  read(token: string): Promise<SessionWithUser | null>;
  remember(token: string, found: SessionWithUser): Promise<void>;
  forget(tokens: readonly string[]): Promise<void>;
}

export const ENTRY_MAX_AGE = 300;
const KEY_PREFIX = "tollgate:session:";

/**
 * Storage failures: a read or a write that fails falls back to the database (the record), with
 * the error logged; a removal that fails fails the request, since a revoked session must not
 * stay cached while the revocation looks successful.
 */
export function createSessionEntries(
  storage: SecondaryStorage,
  schema: DatabaseSchema,
  logger: Pick<Logger, "error">,
): SessionEntries {
  const keyOf = (token: string) => `${KEY_PREFIX}${token}`;
  return {
    async read(token) {
      let stored: unknown;
      try {
        stored = await storage.get(keyOf(token));
      } catch (error) {
        logger.error("secondary storage: reading a session failed; the database answers", error);
        return null;
      }
      if (stored === null || stored === undefined) return null;
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
      try {
        await storage.set(keyOf(token), toJsonText(found), Math.min(secondsLeft, ENTRY_MAX_AGE));
      } catch (error) {
        logger.error("secondary storage: caching a session failed", error);
      }
    },
    async forget(tokens) {
      await Promise.all(tokens.map((token) => storage.delete(keyOf(token))));
    },
  };
}
