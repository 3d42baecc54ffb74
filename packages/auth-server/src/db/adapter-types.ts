import type { PreparedFind } from "./prepared-find";

/** The generic data access contract over the described tables (ctx.adapter). */
export type WhereOperator =
  | "eq"
  | "ne"
  | "lt"
  | "lte"
  | "gt"
  | "gte"
  | "in"
  | "not_in"
  | "contains"
  | "starts_with"
  | "ends_with";

export interface Where {
  field: string;
  /**
   * What the field is compared with. For "in" and "not_in": an array of values, or a
   * WhereSubquery (the values are a field of another model's matching rows, read in the same
   * statement).
   */
  value: unknown;
  /** Defaults to "eq". */
  operator?: WhereOperator;
  /** How this clause joins the previous one. Defaults to "AND". */
  connector?: "AND" | "OR";
}

/**
 * The value of an "in" or "not_in" clause read from the database in the same statement: the
 * `select` field of the `model` rows that match `where`, e.g. the members of the organization
 * named by a slug:
 * `{ field: "organizationId", operator: "in", value: { model: "organization", select: "id",
 * where: [{ field: "slug", value: slug }] } }`. Its model and fields are the schema's keys (mapped
 * to their tables and columns like any other), and its where may hold subqueries of its own.
 * As in SQL, "not_in" matches nothing when the selected field is null in a matching row.
 */
export interface WhereSubquery {
  model: string;
  select: string;
  where: Where[];
}

export interface SortBy {
  field: string;
  direction: "asc" | "desc";
}

/**
 * Join another model onto a findOne/findMany: `{ user: { on: ["userId", "id"] } }` → row.user.
 * A LEFT JOIN in the same query: row.user is null when nothing matches; a one-to-many join yields
 * one result row per match. `where` adds conditions on the joined model to the ON clause, e.g.
 * `{ account: { on: ["id", "userId"], where: [{ field: "providerId", value: "credential" }] } }`.
 * `select` reads only those fields of the joined row (its id always), e.g. a member's user as
 * `["name", "email", "image"]`: fewer columns read and decoded when the rest would be dropped.
 */
export type JoinSpec = Record<
  string,
  {
    on: [localField: string, foreignField: string];
    where?: Where[];
    select?: readonly string[];
  }
>;

export type Row = Record<string, unknown>;

/** What findMany reads: the model, which rows, which page, in which order, with which joins. */
export interface FindArgs {
  model: string;
  where?: Where[];
  limit?: number;
  offset?: number;
  sortBy?: SortBy;
  join?: JoinSpec;
}

/** One read of `readAll`: findMany's rows, findOne's row, or count's number. */
export type ReadRequest =
  | { find: FindArgs }
  | { findOne: FindArgs & { where: Where[] } }
  | { count: { model: string; where?: Where[] } };

/** What a read of `readAll` answers: rows, a row or null, or a number. */
export type ReadAnswer<R extends ReadRequest> = R extends { count: unknown }
  ? number
  : R extends { findOne: unknown }
    ? Row | null
    : Row[];

/**
 * One write of `writeAll`: a row to create (its id generated when missing), the rows matching
 * `where` to update, or the rows matching `where` to delete.
 */
export type WriteRequest =
  | { create: { model: string; data: Row } }
  | { update: { model: string; where: Where[]; update: Row } }
  | { delete: { model: string; where: Where[] } };

/**
 * A condition of `writeAllIf`, read when the writes are made: rows that must exist, rows that
 * must not, or rows that must number fewer than `limit`.
 */
export type WriteCondition =
  | { exists: { model: string; where: Where[] } }
  | { absent: { model: string; where: Where[] } }
  | { fewerThan: { model: string; where: Where[]; limit: number } };

/** What `writeAllIf` is given: the writes, the conditions they need, the rows to lock first. */
export interface ConditionalWrites<W extends readonly WriteRequest[]> {
  /**
   * Rows locked before the conditions are read, until the writes end: a concurrent call that
   * locks them waits, then reads what this one wrote (e.g. the organization whose members are
   * counted against its limit).
   */
  lock?: { model: string; where: Where[] };
  when: readonly WriteCondition[];
  writes: W;
}

/** `writeAllIf`'s answer: the first condition that failed (nothing written), or the answers. */
export type ConditionalAnswer<W extends readonly WriteRequest[]> =
  | { failed: number; answers: null }
  | { failed: null; answers: { -readonly [K in keyof W]: WriteAnswer<W[K]> } };

/** What a write of `writeAll` answers: the created row, or every row updated or deleted. */
export type WriteAnswer<W extends WriteRequest> = W extends { create: unknown } ? Row : Row[];

export interface Adapter {
  readonly dialect: "sqlite" | "postgres" | "mysql";
  create<T extends Row = Row>(args: { model: string; data: Row }): Promise<T>;
  /**
   * Inserts one row per item (of any models, e.g. an organization and its first member) and
   * answers them in order, all or none. PostgreSQL sends them as ONE statement (data-modifying
   * CTEs): one round trip, no BEGIN/COMMIT; SQLite and MySQL run them in one transaction (the
   * one already open, inside `transaction`). The rows cannot read each other (give ids), and a
   * unique violation throws UniqueConstraintError naming the model whose index it broke.
   */
  createMany<T extends Row = Row>(items: readonly { model: string; data: Row }[]): Promise<T[]>;
  /**
   * Several reads that do not depend on each other, answered in order. PostgreSQL sends them as
   * ONE statement (each read a subquery, its rows aggregated as JSON): one round trip however
   * many reads. SQLite and MySQL run them one after another.
   */
  readAll<const R extends readonly ReadRequest[]>(
    reads: R,
  ): Promise<{ -readonly [K in keyof R]: ReadAnswer<R[K]> }>;
  /**
   * Several writes, all or none, answered in order. PostgreSQL sends them as ONE statement
   * (data-modifying CTEs): one round trip, no BEGIN/COMMIT. SQLite and MySQL run them in order
   * in one transaction (the one already open, inside `transaction`). The writes see the same
   * snapshot: none may read what another writes, and no two may touch the same row (give ids;
   * an update or delete does not see a row created in the same batch). Foreign keys between
   * them hold. A unique violation throws UniqueConstraintError naming the model whose index it
   * broke.
   */
  writeAll<const W extends readonly WriteRequest[]>(
    writes: W,
  ): Promise<{ -readonly [K in keyof W]: WriteAnswer<W[K]> }>;
  /**
   * writeAll when every condition holds, read after locking `lock`'s rows, so that a check and
   * its write cannot interleave with another's (count members against a limit, then add one).
   * On PostgreSQL over a pg Pool: ONE round trip (the lock and the conditional writes as two
   * statements of one simple query, one transaction); elsewhere, and inside `transaction`, a
   * transaction that locks, reads the conditions, then writes.
   */
  writeAllIf<const W extends readonly WriteRequest[]>(
    args: ConditionalWrites<W>,
  ): Promise<ConditionalAnswer<W>>;
  findOne<T extends Row = Row>(args: {
    model: string;
    where: Where[];
    join?: JoinSpec;
  }): Promise<T | null>;
  /**
   * findOne of a prepared find (prepared-find.ts: `prepareFind`) with its where's values, in
   * its clauses' order: the model's row and each joined row apart, under their keys
   * (`{ session, user }`), or null when nothing matches. Its SQL and decoding are worked out
   * once per prepared find, and on SQLite outside a transaction it answers at once (not a
   * promise): await it, or check for a promise.
   */
  findOneApart<Found extends Record<string, Row | null>>(
    find: PreparedFind<Found>,
    values: readonly unknown[],
  ): Found | null | Promise<Found | null>;
  findMany<T extends Row = Row>(args: FindArgs): Promise<T[]>;
  /**
   * A page of the matching rows (findMany's) and how many match in all (count's), in one call:
   * on SQLite a search no index serves is scanned once for both instead of twice.
   */
  findPage<T extends Row = Row>(args: {
    model: string;
    where?: Where[];
    limit?: number;
    offset?: number;
    sortBy?: SortBy;
  }): Promise<{ rows: T[]; total: number }>;
  /** Updates the rows that match and returns the first updated row, or null when none matched. */
  update<T extends Row = Row>(args: {
    model: string;
    where: Where[];
    update: Row;
  }): Promise<T | null>;
  updateMany(args: { model: string; where: Where[]; update: Row }): Promise<number>;
  delete(args: { model: string; where: Where[] }): Promise<void>;
  deleteMany(args: { model: string; where: Where[] }): Promise<number>;
  /** Deletes the matching rows and returns them, atomically (single-use tokens). */
  consume<T extends Row = Row>(args: { model: string; where: Where[] }): Promise<T[]>;
  count(args: { model: string; where?: Where[] }): Promise<number>;
  /**
   * Inside a transaction: locks the matching rows until the transaction ends and answers how
   * many matched, so a check-then-write (count members against a limit, then insert) cannot
   * interleave with another transaction doing the same. Lock first, before any other read of
   * the transaction: on MySQL a plain read fixes the transaction's snapshot. PostgreSQL and
   * MySQL take row locks (SELECT … FOR UPDATE); SQLite takes the database's write lock.
   */
  lockRows(args: { model: string; where: Where[] }): Promise<number>;
  /** Runs fn in one database transaction; the adapter given to fn is bound to it. */
  transaction<R>(fn: (trx: Adapter) => Promise<R>): Promise<R>;
}
