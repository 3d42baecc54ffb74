import {
  type Adapter,
  type Row,
  type SortBy,
  UniqueConstraintError,
  type Where,
} from "@tollgate/auth-server";
import { canonicalEvent, chainHash, GENESIS_HASH } from "./chain";
import type { AuditChainHeadRow, AuditEventRow } from "./schema";

// The plugin's only queries. It writes its tables through `adapter`, not the internal adapter's
// hooked writes: an audit record is stored as the decision point made it, and no database hook
// of the app's may change or refuse it.

const EVENT = "auditEvent";
const HEAD = "auditChainHead";
const HEAD_ID = "head";
const byHead: Where[] = [{ field: "id", value: HEAD_ID }];
const newestFirst: SortBy = { field: "createdAt", direction: "desc" };

export async function insertEvent(adapter: Adapter, row: AuditEventRow): Promise<void> {
  await adapter.create({ model: EVENT, data: row });
}

/** Creates the chain's head row when there is none yet (two servers may race: one wins). */
export async function ensureChainHead(adapter: Adapter): Promise<void> {
  if (await adapter.findOne({ model: HEAD, where: byHead })) return;
  try {
    await adapter.create({ model: HEAD, data: { id: HEAD_ID, sequence: 0, hash: GENESIS_HASH } });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
}

/**
 * Chains the committed events not chained yet, oldest first, in one transaction that locks the
 * head row before reading anything (so two servers take turns, and MySQL's snapshot starts
 * after the lock). Answers the rows it chained.
 */
export async function chainPendingEvents(adapter: Adapter, batch = 200): Promise<AuditEventRow[]> {
  return adapter.transaction(async (trx) => {
    await trx.lockRows({ model: HEAD, where: byHead });
    const head = await trx.findOne<AuditChainHeadRow>({ model: HEAD, where: byHead });
    if (!head) return [];
    const pending = await trx.findMany<AuditEventRow>({
      model: EVENT,
      where: [{ field: "sequence", value: null }],
      sortBy: { field: "createdAt", direction: "asc" },
      limit: batch,
    });
    let { sequence, hash } = head;
    const chained: AuditEventRow[] = [];
    for (const row of pending) {
      const next = sequence + 1;
      const nextHash = await chainHash(hash, canonicalEvent(row, next));
      const update = { sequence: next, previousHash: hash, hash: nextHash };
      await trx.update({ model: EVENT, where: [{ field: "id", value: row.id }], update });
      chained.push({ ...row, ...update });
      sequence = next;
      hash = nextHash;
    }
    if (chained.length > 0)
      await trx.update({ model: HEAD, where: byHead, update: { sequence, hash } });
    return chained;
  });
}

export function findChainHead(adapter: Adapter): Promise<AuditChainHeadRow | null> {
  return adapter.findOne<AuditChainHeadRow>({ model: HEAD, where: byHead });
}

/** Chained events in chain order, a page at a time. */
export function findChainedEvents(adapter: Adapter, afterSequence: number, limit: number) {
  return adapter.findMany<AuditEventRow>({
    model: EVENT,
    where: [{ field: "sequence", operator: "gt", value: afterSequence }],
    sortBy: { field: "sequence", direction: "asc" },
    limit,
  });
}

export function countUnchainedEvents(adapter: Adapter): Promise<number> {
  return adapter.count({ model: EVENT, where: [{ field: "sequence", value: null }] });
}

export function findEventPage(
  adapter: Adapter,
  where: Where[],
  page: { limit: number; offset: number },
): Promise<{ rows: AuditEventRow[]; total: number }> {
  return adapter.findPage<AuditEventRow>({
    model: EVENT,
    where,
    sortBy: newestFirst,
    ...page,
  });
}

/** Deletes the events recorded before `before`; answers how many. */
export function deleteEventsBefore(adapter: Adapter, before: Date): Promise<number> {
  return adapter.deleteMany({
    model: EVENT,
    where: [{ field: "createdAt", operator: "lt", value: before }],
  });
}

/**
 * The organization roles of a member (several joined by commas), or null when not a member, and
 * with `events` the page of events it asks for, read together (one statement on PostgreSQL):
 * the caller refuses the page when the roles do not allow it.
 */
export async function findMemberRolesWithEvents(
  adapter: Adapter,
  organizationId: string,
  userId: string,
  events: { where: Where[]; page: { limit: number; offset: number } } | null,
): Promise<{ roles: string[] | null; page: { rows: AuditEventRow[]; total: number } | null }> {
  const byMember = {
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: userId },
    ],
  };
  if (!events) {
    const member = await adapter.findOne(byMember);
    return { roles: rolesOf(member), page: null };
  }
  const [member, rows, total] = await adapter.readAll([
    { findOne: byMember },
    { find: { model: EVENT, where: events.where, sortBy: newestFirst, ...events.page } },
    { count: { model: EVENT, where: events.where } },
  ]);
  // readAll answers the event model's rows as findMany does.
  return { roles: rolesOf(member), page: { rows: rows as AuditEventRow[], total } };
}

function rolesOf(member: Row | null): string[] | null {
  if (!member) return null;
  return typeof member.role === "string" ? member.role.split(",").map((role) => role.trim()) : [];
}
