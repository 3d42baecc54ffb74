import type {
  Account,
  Session,
  SessionWithUser,
  User,
  Verification,
  WithExtraFields,
} from "../types/models";
import type { Adapter, Row } from "./adapter-types";

/**
 * The higher-level operations that several endpoints share (ctx.internalAdapter).
 * Every write runs the matching databaseHooks; ids and timestamps are filled in here.
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

  /** Runs fn with an internal adapter bound to one transaction. */
  transaction<R>(fn: (trx: InternalAdapter) => Promise<R>): Promise<R>;
  readonly adapter: Adapter;
}

type HookResult<T> = boolean | void | { data: Partial<T> & Row };

export interface ModelHooks<T> {
  create?: {
    /** Return false to refuse the write, or { data } to change what is written. */
    before?: (data: T & Row) => Promise<HookResult<T>> | HookResult<T>;
    after?: (record: T & Row) => Promise<void> | void;
  };
  update?: {
    before?: (data: Partial<T> & Row) => Promise<HookResult<T>> | HookResult<T>;
    after?: (record: T & Row) => Promise<void> | void;
  };
  delete?: {
    before?: (record: T & Row) => Promise<boolean | void> | boolean | void;
    after?: (record: T & Row) => Promise<void> | void;
  };
}

export interface DatabaseHooks {
  user?: ModelHooks<User>;
  session?: ModelHooks<Session>;
  account?: ModelHooks<Account>;
  verification?: ModelHooks<Verification>;
}
