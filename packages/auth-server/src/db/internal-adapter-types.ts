import type { HookContext } from "../plugins/plugin-types";
import type {
  Account,
  Session,
  SessionWithUser,
  User,
  Verification,
  WithExtraFields,
} from "../types/models";
import type { Adapter, ConditionalWrites, Row, Where } from "./adapter-types";

/**
 * The higher-level operations that several endpoints share (ctx.internalAdapter).
 * Every write runs the matching databaseHooks; ids and timestamps are filled in here. Within a
 * request, ctx.context.internalAdapter hands the hooks that request's call as their context.
 * Call its operations on it (`internalAdapter.findUserById(id)`): with database hooks configured,
 * a request's adapter keeps them on its prototype, so one taken off it loses its adapter.
 */
export interface InternalAdapter {
  createUser(
    data: Row & { email: string; name: string; emailVerified?: boolean },
  ): Promise<WithExtraFields<User>>;
  findUserById(id: string): Promise<WithExtraFields<User> | null>;
  /** Email is compared lowercased. */
  findUserByEmail(email: string): Promise<WithExtraFields<User> | null>;
  /** The user and the credential account (password hash) in one query, for sign-in. */
  findUserWithCredential(
    email: string,
  ): Promise<{ user: WithExtraFields<User>; credential: Account | null } | null>;
  /** The same, by another unique user field (e.g. a plugin's username), compared as given. */
  findUserWithCredentialBy(
    field: string,
    value: unknown,
  ): Promise<{ user: WithExtraFields<User>; credential: Account | null } | null>;
  updateUser(id: string, data: Row): Promise<WithExtraFields<User> | null>;
  /** Removes the user, their sessions and accounts in one transaction. */
  deleteUser(id: string): Promise<void>;

  createSession(
    userId: string,
    data: { expiresAt: Date; ipAddress?: string | null; userAgent?: string | null } & Row,
  ): Promise<WithExtraFields<Session>>;
  /** The session and its user in ONE query; null when absent (expiry is the caller's concern). */
  findSession(token: string): Promise<SessionWithUser | null>;
  updateSession(token: string, data: Row): Promise<WithExtraFields<Session> | null>;
  deleteSession(token: string): Promise<void>;
  /** Deletes every session of a user, or all but `exceptToken`. */
  deleteUserSessions(userId: string, exceptToken?: string): Promise<number>;
  /** The user's sessions that have not expired, newest first. */
  listSessions(userId: string): Promise<WithExtraFields<Session>[]>;

  createAccount(
    data: Row & { userId: string; providerId: string; accountId: string },
  ): Promise<Account>;
  findAccounts(userId: string): Promise<Account[]>;
  findAccount(providerId: string, accountId: string): Promise<Account | null>;
  updateAccount(id: string, data: Row): Promise<Account | null>;
  deleteAccount(id: string): Promise<void>;
  /** Sets the credential account's password hash; creates the credential account when missing. */
  setCredentialPassword(userId: string, passwordHash: string): Promise<void>;

  createVerification(data: {
    identifier: string;
    value: string;
    expiresAt: Date;
  }): Promise<Verification>;
  /** The newest unexpired value for an identifier. */
  findVerification(identifier: string): Promise<Verification | null>;
  /** Atomically deletes and returns the value (single-use under concurrency); null if none or expired. */
  consumeVerification(identifier: string): Promise<Verification | null>;
  deleteVerification(identifier: string): Promise<void>;

  /**
   * Writes to any model of the merged schema (a plugin's tables, or a core table where no
   * operation above fits), the way the operations above write: id and timestamps filled in,
   * defaults applied, databaseHooks run, cached sessions dropped when a session or user changes.
   * Plugins write their tables through these, never around the hooks with `adapter`.
   */
  createRecord<T extends Row = Row>(model: string, data: Row): Promise<T>;
  /**
   * Creates several records (of any models) together, all or none, with each model's create
   * hooks: on PostgreSQL one statement (adapter.createMany). A record's `data` may be a function
   * of the records before it, as they will be written (ids filled in), e.g. a member of the
   * organization created with it: `(earlier) => ({ organizationId: earlier[0]?.id, … })`.
   */
  createRecords<T extends Row = Row>(records: readonly NewRecord[]): Promise<T[]>;
  /**
   * Several writes (creates, updates, deletes, of any models) together, all or none, with each
   * model's hooks: on PostgreSQL ONE statement (adapter.writeAll), whatever the writes. Answers
   * in order the created row, or the rows each update or delete matched. The writes see one
   * snapshot: none may read what another writes, and no two may touch the same row. Before
   * hooks run ahead of the batch, as createRecord's do (inside `transaction`, in it); after
   * hooks get the rows once the writes committed. Cached sessions of updated or deleted rows are dropped,
   * those of sessions created after they were marked included.
   */
  writeRecords<const W extends readonly RecordWrite[]>(
    writes: W,
  ): Promise<{ -readonly [K in keyof W]: RecordWriteAnswer<W[K]> }>;
  /**
   * writeRecords when every condition holds, read after locking `lock`'s rows (adapter.writeAllIf:
   * one round trip on PostgreSQL over a pg Pool), so a check and its write cannot interleave with
   * another's — e.g. add a member while the organization has fewer than its limit. Answers the
   * index of the first condition that failed (nothing written, no after hook run), or the answers.
   */
  writeRecordsIf<const W extends readonly RecordWrite[]>(
    args: ConditionalRecordWrites<W>,
  ): Promise<ConditionalRecordAnswer<W>>;
  /**
   * writeRecords, and in the same batch the records `follow` answers once it has seen what
   * `writes` are about to write (their before hooks run): e.g. a sign-in's session, judged on
   * the new user's row as it will be stored. When `follow` throws, or a before hook of a record
   * it answered refuses, `writes` are written alone and the error is answered as `refused`:
   * they stand whatever becomes of what was to follow them.
   */
  writeRecordsFollowedBy<const W extends readonly RecordWrite[]>(
    writes: W,
    follow: FollowingRecords,
  ): Promise<FollowedRecordAnswer<W>>;
  /**
   * writeRecordsFollowedBy when every condition of `args.when` holds, read after locking
   * `args.lock`'s rows (writeRecordsIf's guard; one round trip on PostgreSQL over a pg Pool): a
   * failed condition writes nothing and is answered as `failed`; a refusal of what was to follow
   * leaves the writes made alone, still guarded.
   */
  writeRecordsFollowedByIf<const W extends readonly RecordWrite[]>(
    args: ConditionalRecordWrites<W>,
    follow: FollowingRecords,
  ): Promise<ConditionalFollowedRecordAnswer<W>>;
  /** Updates the rows that match; answers the first updated row, or null when none matched. */
  updateRecord<T extends Row = Row>(model: string, where: Where[], data: Row): Promise<T | null>;
  /** Updates every row that matches; answers how many. update.after hooks get each row. */
  updateRecords(model: string, where: Where[], data: Row): Promise<number>;
  /** Deletes every row that matches, running delete hooks per row; answers how many. */
  deleteRecords(model: string, where: Where[]): Promise<number>;

  /**
   * Runs fn with an internal adapter bound to one transaction (and to the same hook context).
   * Before hooks run inside it; after hooks run once it has committed, and not at all if it
   * rolls back.
   */
  transaction<R>(fn: (trx: InternalAdapter) => Promise<R>): Promise<R>;
  readonly adapter: Adapter;
  /** Whether any database hook is configured (the app's or a plugin's). */
  readonly hasDatabaseHooks: boolean;
  /**
   * This adapter with its database hooks handed `context` (the endpoint call that causes the
   * writes) instead of null. The request path binds one per request, only when hooks exist.
   */
  withHookContext(context: HookContext | null): InternalAdapter;
}

type Awaitable<T> = T | Promise<T>;

/** One record of createRecords: its model and its data, or its data from the records before it. */
export interface NewRecord {
  model: string;
  data: Row | ((earlier: readonly Row[]) => Row);
}

/** One write of writeRecords: a record to create, rows to update (`data`), or rows to delete. */
export type RecordWrite =
  | { create: NewRecord }
  | { update: { model: string; where: Where[]; data: Row } }
  | { delete: { model: string; where: Where[] } };

/** What a write of writeRecords answers: the created row, or every row updated or deleted. */
export type RecordWriteAnswer<W extends RecordWrite> = W extends { create: unknown } ? Row : Row[];

/**
 * What follows writeRecordsFollowedBy's writes: shown each write's data as it will be written
 * (a create's row, an update's fields, null for a delete), it answers the records to create
 * with them, or throws to have the writes made alone.
 */
export type FollowingRecords = (prepared: readonly (Row | null)[]) => Promise<readonly NewRecord[]>;

/** writeRecordsFollowedBy's answer: the writes' answers, and the rows that followed or why none did. */
export interface FollowedRecordAnswer<W extends readonly RecordWrite[]> {
  answers: { -readonly [K in keyof W]: RecordWriteAnswer<W[K]> };
  followed: { rows: Row[] } | { refused: unknown };
}

/** writeRecordsFollowedByIf's answer: the first condition that failed, or writeRecordsFollowedBy's. */
export type ConditionalFollowedRecordAnswer<W extends readonly RecordWrite[]> =
  | { failed: number; answers: null; followed: null }
  | ({ failed: null } & FollowedRecordAnswer<W>);

/** What writeRecordsIf is given: the writes, their conditions, the rows to lock first. */
export interface ConditionalRecordWrites<W extends readonly RecordWrite[]>
  extends Omit<ConditionalWrites<readonly []>, "writes"> {
  writes: W;
}

/** writeRecordsIf's answer: the first condition that failed, or the writes' answers. */
export type ConditionalRecordAnswer<W extends readonly RecordWrite[]> =
  | { failed: number; answers: null }
  | { failed: null; answers: { -readonly [K in keyof W]: RecordWriteAnswer<W[K]> } };

/** A before hook's answer: false refuses the write, `{ data }` changes what is written. */
export type DatabaseHookResult<T> = boolean | void | { data: Partial<T> & Row };

/**
 * What a database hook learns about the write besides its data and the request's context.
 * (A hook's second argument, `ctx`, is the endpoint call that caused the write — its path,
 * body, headers, request, `context` (the RequestContext, with the caller's session), header
 * helpers — or null outside a request: auth.migrate, scripts, a plugin's init.)
 */
export interface DatabaseWrite {
  /** The model written: a core model or a plugin's. */
  readonly model: string;
  /** update and delete: the rows the write targets. Undefined for create. */
  readonly where: readonly Where[] | undefined;
  /**
   * Data access for the hook's own reads and writes. In a before hook of a write made inside a
   * transaction both are bound to it: query through these, not ctx.context.adapter (SQLite has
   * one connection, which the transaction holds). After hooks run once the write has committed.
   */
  readonly adapter: Adapter;
  readonly internalAdapter: InternalAdapter;
}

/**
 * Hooks around the writes of one model (Better Auth's shape, plus the third argument).
 * `before` runs before the row is written and may refuse it (return false: the write fails with
 * DatabaseHookVetoError, answered 400 OPERATION_REFUSED; or throw an APIError, which is the
 * answer) or change it (return `{ data }`, merged over the data). `after` gets the written row.
 * Declared as methods, so hooks typed for a core model's rows fit the generic record shape.
 */
export interface ModelHooks<T extends object = Row> {
  create?: {
    before?(
      data: T & Row,
      ctx: HookContext | null,
      write: DatabaseWrite,
    ): Awaitable<DatabaseHookResult<T>>;
    after?(record: T & Row, ctx: HookContext | null, write: DatabaseWrite): Awaitable<void>;
  };
  update?: {
    /** `data` holds only the fields being changed; `write.where` says which rows. */
    before?(
      data: Partial<T> & Row,
      ctx: HookContext | null,
      write: DatabaseWrite,
    ): Awaitable<DatabaseHookResult<T>>;
    after?(record: T & Row, ctx: HookContext | null, write: DatabaseWrite): Awaitable<void>;
  };
  delete?: {
    /** Runs once per row about to be deleted; false refuses the whole delete. */
    before?(
      record: T & Row,
      ctx: HookContext | null,
      write: DatabaseWrite,
    ): Awaitable<boolean | void>;
    after?(record: T & Row, ctx: HookContext | null, write: DatabaseWrite): Awaitable<void>;
  };
}

/**
 * Database hooks by model: the core models, typed, and any other model of the merged schema
 * (a plugin's tables), as records. Hooks for a model that is not in the schema never run.
 *
 * Composition: the app's `options.databaseHooks` first, then each plugin's `databaseHooks` in
 * the order of `plugins`. Each before hook sees the data as the previous ones changed it; the
 * first veto (false, or a throw) stops the chain and the write. After hooks run in the same
 * order, after the write (after the transaction's commit, when it was made in one).
 */
export interface DatabaseHooks {
  user?: ModelHooks<User>;
  session?: ModelHooks<Session>;
  account?: ModelHooks<Account>;
  verification?: ModelHooks<Verification>;
  [model: string]: ModelHooks | undefined;
}
