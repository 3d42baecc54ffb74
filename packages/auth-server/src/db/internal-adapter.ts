import type { HookContext } from "../plugins/plugin-types";
import type { SessionEntries } from "../secondary-storage";
import {
  type Account,
  CREDENTIAL_PROVIDER_ID,
  type Session,
  type User,
  type Verification,
  type WithExtraFields,
} from "../types/models";
import { isThenable } from "../utils/is-thenable";
import type { Adapter, JoinSpec, Row, Where } from "./adapter-types";
import { createCachedSessionUpkeep } from "./cached-session-upkeep";
import { createDatabaseHookRunner } from "./database-hook-runner";
import { generateId as generateRandomId } from "./generate-id";
import { createHookedWrites } from "./hooked-writes";
import type {
  ConditionalFollowedRecordAnswer,
  ConditionalRecordAnswer,
  ConditionalRecordWrites,
  DatabaseHooks,
  FollowedRecordAnswer,
  FollowingRecords,
  InternalAdapter,
  NewRecord,
  RecordWrite,
  RecordWriteAnswer,
} from "./internal-adapter-types";
import { lazilyBound } from "./lazily-bound-adapter";
import { prepareFind } from "./prepared-find";
import { applyDefaults, resolveSchema } from "./resolved-schema";
import type { DatabaseSchema } from "./schema-types";
import { newestUsableVerification } from "./usable-verification";

export interface InternalAdapterOptions {
  schema: DatabaseSchema;
  /** Sessions cached in secondary storage, when the application configured one. */
  sessionEntries?: SessionEntries;
  /**
   * Database hooks, composed in this order (create-context.ts passes the app's first, then each
   * plugin's in the order of `plugins`).
   */
  databaseHooks?: readonly (DatabaseHooks | undefined)[];
  /** Id for a new row of a model; 32 random [A-Za-z0-9] characters by default. */
  generateId?: (model: string) => string;
}

// Joins as constants: the adapter remembers each join object's part of the query shape.
const WITH_CREDENTIAL_ACCOUNT: JoinSpec = {
  account: {
    on: ["id", "userId"],
    where: [{ field: "providerId", value: CREDENTIAL_PROVIDER_ID }],
  },
};

type UserRow = WithExtraFields<User>;
type SessionRow = WithExtraFields<Session>;
type AccountRow = WithExtraFields<Account>;
type VerificationRow = WithExtraFields<Verification>;

/** The session read of every request: the session by its token, with its user beside it. */
const SESSION_WITH_USER = prepareFind<{ session: SessionRow; user: UserRow | null }>({
  model: "session",
  where: [{ field: "token" }],
  join: { user: { on: ["userId", "id"] } },
});

/** A session found with its user: one whose user row is gone is no session. */
const hasUser = (found: {
  session: SessionRow;
  user: UserRow | null;
}): found is { session: SessionRow; user: UserRow } => found.user !== null;

/**
 * The shared higher-level operations (ctx.internalAdapter) over an Adapter. Writes fill ids and
 * timestamps, apply defaults and run databaseHooks, handing them the bound hook context (null
 * here; see withHookContext). Inside `transaction`, before hooks run in the transaction and after
 * hooks run once it has committed.
 */
export function createInternalAdapter(
  adapter: Adapter,
  options: InternalAdapterOptions,
): InternalAdapter {
  const resolved = resolveSchema(options.schema, adapter.dialect);
  const hooks = createDatabaseHookRunner(options.databaseHooks ?? []);
  const newId = options.generateId ?? (() => generateRandomId());
  const hasField = (model: string, field: string) => resolved.model(model).fields.has(field);
  const prepareCreate = (model: string, input: Row): Row => {
    const now = new Date();
    const data: Row = { ...input, id: input.id ?? newId(model) };
    if (hasField(model, "createdAt")) data.createdAt ??= now;
    if (hasField(model, "updatedAt")) data.updatedAt ??= now;
    applyDefaults(resolved.model(model), data);
    return data;
  };

  /**
   * The internal adapter over `db`. `pendingAfterHooks` collects the after hooks of a transaction
   * until it commits (null outside one); `committed` is the adapter they then run with.
   */
  function build(
    db: Adapter,
    pendingAfterHooks: (() => Promise<void>)[] | null,
    hookContext: HookContext | null,
    committed: InternalAdapter | null,
  ): InternalAdapter {
    const afterWrite = async (run: () => Promise<void>) => {
      if (pendingAfterHooks) pendingAfterHooks.push(run);
      else await run();
    };
    const {
      beforeWrite,
      afterWriteOf,
      createRow,
      writeRows,
      updateRow,
      updateRows,
      deleteRows,
      deleteRowsReturning,
    } = createHookedWrites({
      db,
      hooks,
      hookContext,
      afterWrite,
      self: () => internal,
      committed: () => committed ?? internal,
      prepareCreate,
      hasField,
    });

    const entries = options.sessionEntries;
    const { forgetSessions, revokeSessions, revokeLateComers, tokensOf, cachedTokensTouchedBy } =
      createCachedSessionUpkeep({ db, entries, afterWrite });
    const sessionsOfUser = (userId: string) =>
      db.findMany<SessionRow>({ model: "session", where: [{ field: "userId", value: userId }] });

    const findUserByEmail = (email: string) =>
      db.findOne<UserRow>({
        model: "user",
        where: [{ field: "email", value: email.toLowerCase() }],
      });

    const findCredentialAccount = (userId: string) =>
      db.findOne<AccountRow>({
        model: "account",
        where: [
          { field: "userId", value: userId },
          { field: "providerId", value: CREDENTIAL_PROVIDER_ID },
        ],
      });

    /** The user found by one unique field, with the credential account, in one query. */
    const findUserWithCredentialBy: InternalAdapter["findUserWithCredentialBy"] = async (
      field,
      value,
    ) => {
      const row = await db.findOne<UserRow & { account: AccountRow | null }>({
        model: "user",
        where: [{ field, value }],
        join: WITH_CREDENTIAL_ACCOUNT,
      });
      if (!row) return null;
      const { account, ...user } = row;
      return { user, credential: account };
    };

    /**
     * writeRows with the cached sessions kept current (writeRecordsIf, writeRecordsFollowedBy):
     * those of deleted rows revoked, of updated rows forgotten, late-comers revoked too.
     */
    async function writeKeepingSessionsCurrent(
      writes: readonly RecordWrite[],
      guard: Omit<ConditionalRecordWrites<readonly []>, "writes">,
      follow?: FollowingRecords,
    ) {
      // Before hooks run ahead of the batch, as createRecord's and updateRecord's do (and as
      // Better Auth's do): a hook costs the batch no BEGIN and COMMIT. Inside `transaction`
      // they run in it.
      const tokensTouchedBy = async (targets: readonly { model: string; where: Where[] }[]) => {
        const tokens: string[] = [];
        for (const { model, where } of targets)
          tokens.push(...(await cachedTokensTouchedBy(model, where)));
        return tokens;
      };
      // As deleteRecords: cached sessions of deleted rows go first; updated ones are forgotten after.
      const gone = await tokensTouchedBy(writes.flatMap((w) => ("delete" in w ? [w.delete] : [])));
      const stale = await tokensTouchedBy(writes.flatMap((w) => ("update" in w ? [w.update] : [])));
      const conditional = guard.when.length > 0 || guard.lock !== undefined;
      if (!conditional) await revokeSessions(gone);
      const written = await writeRows(writes, conditional ? guard : undefined, follow);
      if (written.failed !== null) return written;
      if (conditional) await revokeSessions(gone);
      // Sessions created between the marking and the delete go too (as deleteUserSessions').
      const deletedSessions = writes.flatMap((write, index) =>
        "delete" in write && write.delete.model === "session"
          ? (written.answers?.[index] as Row[])
          : [],
      );
      await revokeLateComers(deletedSessions, gone);
      await forgetSessions(stale);
      return written;
    }

    const internal: InternalAdapter = {
      adapter: db,

      createUser: (data) => createRow<UserRow>("user", data),

      findUserById: (id) =>
        db.findOne<UserRow>({ model: "user", where: [{ field: "id", value: id }] }),

      findUserByEmail,

      findUserWithCredential: (email) => findUserWithCredentialBy("email", email.toLowerCase()),

      findUserWithCredentialBy,

      async updateUser(id, data) {
        const updated = await updateRow<UserRow>("user", [{ field: "id", value: id }], data);
        // Cached sessions carry the user: they are read again from the database.
        if (updated && entries) await forgetSessions(tokensOf(await sessionsOfUser(id)));
        return updated;
      },

      async deleteUser(id) {
        const byId: Where[] = [{ field: "id", value: id }];
        const user = await db.findOne<UserRow>({ model: "user", where: byId });
        if (!user) return;
        await beforeWrite("user", "delete", user, byId);
        const marked = entries ? tokensOf(await sessionsOfUser(id)) : [];
        await revokeSessions(marked);
        const sessions = await db.transaction(async (trx) => {
          const ofUser: Where[] = [{ field: "userId", value: id }];
          // The deleted rows are needed only to drop their cached entries.
          let deleted: Row[] = [];
          if (entries) deleted = await trx.consume({ model: "session", where: ofUser });
          else await trx.deleteMany({ model: "session", where: ofUser });
          await trx.deleteMany({ model: "account", where: [{ field: "userId", value: id }] });
          await trx.deleteMany({ model: "user", where: byId });
          return deleted;
        });
        await revokeLateComers(sessions, marked);
        await afterWriteOf("user", "delete", [user], byId);
      },

      createSession: (userId, data) =>
        createRow<SessionRow>("session", { token: generateRandomId(), ...data, userId }),

      async findSession(token) {
        // Inside a transaction the database answers: it holds this transaction's own writes.
        const cache = pendingAfterHooks ? undefined : entries;
        // Awaited only when there is a cache: `await undefined` still costs a turn.
        const cached = cache ? await cache.read(token) : null;
        if (cached) return cached;
        // The rows come apart, as answered: nothing to copy. Awaited only when a promise.
        const read = db.findOneApart(SESSION_WITH_USER, [token]);
        const found = isThenable(read) ? await read : read;
        if (!found || !hasUser(found)) return null;
        if (cache) await cache.remember(token, found);
        return found;
      },

      async updateSession(token, data) {
        const updated = await updateRow<SessionRow>(
          "session",
          [{ field: "token", value: token }],
          data,
        );
        // Nothing to forget when the session is gone: its entry may hold a revocation mark.
        if (updated) await forgetSessions([token]);
        return updated;
      },

      async deleteSession(token) {
        await revokeSessions([token]);
        await deleteRows("session", [{ field: "token", value: token }]);
      },

      async deleteUserSessions(userId, exceptToken) {
        const where: Where[] = [{ field: "userId", value: userId }];
        if (exceptToken !== undefined) {
          where.push({ field: "token", operator: "ne", value: exceptToken });
        }
        if (!entries) return deleteRows("session", where);
        const marked = tokensOf(await db.findMany({ model: "session", where }));
        await revokeSessions(marked);
        const deleted = await deleteRowsReturning("session", where);
        await revokeLateComers(deleted, marked);
        return deleted.length;
      },

      listSessions: (userId) =>
        db.findMany<SessionRow>({
          model: "session",
          where: [
            { field: "userId", value: userId },
            { field: "expiresAt", operator: "gt", value: new Date() },
          ],
          sortBy: { field: "createdAt", direction: "desc" },
        }),

      createAccount: (data) => createRow<AccountRow>("account", data),

      findAccounts: (userId) =>
        db.findMany<AccountRow>({ model: "account", where: [{ field: "userId", value: userId }] }),

      findAccount: (providerId, accountId) =>
        db.findOne<AccountRow>({
          model: "account",
          where: [
            { field: "providerId", value: providerId },
            { field: "accountId", value: accountId },
          ],
        }),

      updateAccount: (id, data) =>
        updateRow<AccountRow>("account", [{ field: "id", value: id }], data),

      async deleteAccount(id) {
        await deleteRows("account", [{ field: "id", value: id }]);
      },

      async setCredentialPassword(userId, passwordHash) {
        const existing = await findCredentialAccount(userId);
        if (existing) {
          await updateRow("account", [{ field: "id", value: existing.id }], {
            password: passwordHash,
          });
          return;
        }
        await createRow("account", {
          userId,
          providerId: CREDENTIAL_PROVIDER_ID,
          accountId: userId,
          password: passwordHash,
        });
      },

      createVerification: (data) => createRow<VerificationRow>("verification", data),

      async findVerification(identifier) {
        const [newest] = await db.findMany<VerificationRow>(newestUsableVerification(identifier));
        return newest ?? null;
      },

      async consumeVerification(identifier) {
        const where: Where[] = [{ field: "identifier", value: identifier }];
        if (hooks.has("verification", "delete", "before")) {
          const records = await db.findMany({ model: "verification", where });
          for (const record of records) await beforeWrite("verification", "delete", record, where);
        }
        // One DELETE … RETURNING: of two concurrent consumers, only one gets the rows.
        const consumed = await db.consume<VerificationRow>({ model: "verification", where });
        await afterWriteOf("verification", "delete", consumed, where);
        const now = Date.now();
        const usable = consumed
          .filter((record) => record.expiresAt.getTime() > now)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        return usable[0] ?? null;
      },

      async deleteVerification(identifier) {
        await deleteRows("verification", [{ field: "identifier", value: identifier }]);
      },

      createRecord: <T extends Row = Row>(model: string, data: Row) => createRow<T>(model, data),
      async createRecords<T extends Row = Row>(records: readonly NewRecord[]): Promise<T[]> {
        // Every write is a create, so every answer is a created row of its record's model.
        return (await internal.writeRecords(records.map((create) => ({ create })))) as T[];
      },

      async writeRecords<const W extends readonly RecordWrite[]>(writes: W) {
        const { answers } = await internal.writeRecordsIf({ when: [], writes });
        // With no condition the writes are always made: answers is the tuple.
        return answers as { -readonly [K in keyof W]: RecordWriteAnswer<W[K]> };
      },

      async writeRecordsIf<const W extends readonly RecordWrite[]>(
        args: ConditionalRecordWrites<W>,
      ): Promise<ConditionalRecordAnswer<W>> {
        const { writes, ...guard } = args;
        const { failed, answers } = await writeKeepingSessionsCurrent(writes, guard);
        if (failed !== null) return { failed, answers: null };
        // writeRows answers adapter.writeAll's answers, one per write: the RecordWriteAnswer tuple.
        return {
          failed: null,
          answers: answers as { -readonly [K in keyof W]: RecordWriteAnswer<W[K]> },
        };
      },

      async writeRecordsFollowedBy<const W extends readonly RecordWrite[]>(
        writes: W,
        follow: FollowingRecords,
      ): Promise<FollowedRecordAnswer<W>> {
        const written = await writeKeepingSessionsCurrent(writes, { when: [] }, follow);
        // Unguarded: the writes are always made, and writeRows answers what followed them.
        return {
          answers: written.answers as { -readonly [K in keyof W]: RecordWriteAnswer<W[K]> },
          followed: written.followed ?? { rows: [] },
        };
      },

      async writeRecordsFollowedByIf<const W extends readonly RecordWrite[]>(
        args: ConditionalRecordWrites<W>,
        follow: FollowingRecords,
      ): Promise<ConditionalFollowedRecordAnswer<W>> {
        const { writes, ...guard } = args;
        const written = await writeKeepingSessionsCurrent(writes, guard, follow);
        if (written.failed !== null)
          return { failed: written.failed, answers: null, followed: null };
        return {
          failed: null,
          answers: written.answers as { -readonly [K in keyof W]: RecordWriteAnswer<W[K]> },
          followed: written.followed ?? { rows: [] },
        };
      },

      async updateRecord<T extends Row = Row>(model: string, where: Where[], data: Row) {
        const stale = await cachedTokensTouchedBy(model, where);
        const updated = await updateRow<T>(model, where, data);
        await forgetSessions(stale);
        return updated;
      },

      async updateRecords(model, where, data) {
        const stale = await cachedTokensTouchedBy(model, where);
        const count = await updateRows(model, where, data);
        await forgetSessions(stale);
        return count;
      },

      async deleteRecords(model, where) {
        // Sessions also go when their user does (the foreign key cascades).
        await revokeSessions(await cachedTokensTouchedBy(model, where));
        return deleteRows(model, where);
      },

      async transaction(fn) {
        if (pendingAfterHooks) return fn(internal);
        const pending: (() => Promise<void>)[] = [];
        const result = await db.transaction((trx) =>
          fn(build(trx, pending, hookContext, internal)),
        );
        for (const run of pending) await run();
        return result;
      },

      hasDatabaseHooks: hooks.any,

      withHookContext: (context) =>
        lazilyBound(internal, () =>
          build(db, pendingAfterHooks, context, committed?.withHookContext(context) ?? null),
        ),
    };
    return internal;
  }

  return build(adapter, null, null, null);
}
