import type { SessionEntries } from "../secondary-storage";
import type { Adapter, Row, Where } from "./adapter-types";

/** What keeping cached sessions true needs of the internal adapter it serves. */
interface CachedSessionUpkeepScope {
  db: Adapter;
  /** Sessions cached in secondary storage, when the application configured one. */
  entries: SessionEntries | undefined;
  /** Runs work once the write in progress has committed (at once, outside a transaction). */
  afterWrite: (run: () => Promise<void>) => Promise<void>;
}

/**
 * How the internal adapter keeps sessions cached in secondary storage true to the database:
 * which cached tokens a write makes stale, and dropping or revoking them. Without secondary
 * storage every step is a no-op.
 */
export function createCachedSessionUpkeep({ db, entries, afterWrite }: CachedSessionUpkeepScope) {
  const tokensOf = (sessions: readonly Row[]) => sessions.map((session) => String(session.token));

  /** Marks cached sessions revoked, before their rows go (session-entries.ts). */
  const revokeSessions = async (tokens: readonly string[]) => {
    if (entries && tokens.length > 0) await entries.revoke(tokens);
  };

  return {
    tokensOf,
    revokeSessions,
    /** Drops cached sessions once the write that changed them has committed. */
    async forgetSessions(tokens: readonly string[]) {
      if (entries && tokens.length > 0) await afterWrite(() => entries.forget(tokens));
    },
    /** Marks the tokens of `deleted` that were not marked before the delete (`marked`). */
    async revokeLateComers(deleted: readonly Row[], marked: readonly string[]) {
      const known = new Set(marked);
      await revokeSessions(tokensOf(deleted).filter((token) => !known.has(token)));
    },
    /** The tokens of the cached sessions that a generic write to `model` would make stale. */
    async cachedTokensTouchedBy(model: string, where: Where[]): Promise<string[]> {
      if (!entries) return [];
      if (model === "session") return tokensOf(await db.findMany({ model, where }));
      if (model !== "user") return [];
      const users = await db.findMany({ model, where });
      if (users.length === 0) return [];
      const ofUsers: Where[] = [
        { field: "userId", operator: "in", value: users.map((user) => user.id) },
      ];
      return tokensOf(await db.findMany({ model: "session", where: ofUsers }));
    },
  };
}
