import type { Adapter } from "@tollgate/auth-server";
import { countUnchainedEvents, findChainedEvents, findChainHead } from "./adapter";
import { canonicalEvent, chainHash, GENESIS_HASH } from "./chain";
import type { AuditEventRow } from "./schema";

const PAGE = 500;

export interface ChainBreak {
  /** The sequence number where the chain breaks. */
  sequence: number;
  /** The event at that place, when there is one (null when it is missing). */
  eventId: string | null;
  problem: "altered" | "missing" | "relinked" | "truncated";
}

export interface ChainReport {
  ok: boolean;
  /** How many chained events were checked. */
  checked: number;
  /** The first and last sequence checked (earlier ones may have been deleted by retention). */
  firstSequence: number | null;
  lastSequence: number | null;
  /** Events stored but not chained yet (written moments ago, or whose chaining failed). */
  unchained: number;
  /** The first broken link, when there is one. */
  broken: ChainBreak | null;
}

function check(row: AuditEventRow, previous: AuditEventRow | null): ChainBreak | null {
  const sequence = row.sequence ?? 0;
  if (previous) {
    const expected = (previous.sequence ?? 0) + 1;
    if (sequence !== expected) return { sequence: expected, eventId: null, problem: "missing" };
    if (row.previousHash !== previous.hash)
      return { sequence, eventId: row.id, problem: "relinked" };
  } else if (sequence === 1 && row.previousHash !== GENESIS_HASH) {
    return { sequence, eventId: row.id, problem: "relinked" };
  }
  return null;
}

/**
 * Walks the hash chain in order and recomputes every link: an event whose stored fields were
 * changed ("altered"), removed from the middle ("missing"), re-linked to another predecessor
 * ("relinked"), or removed from the end ("truncated": the chain's head row names a later event).
 * Events deleted by retention from the start are not a break: the walk trusts the first
 * remaining event's link to its (deleted) predecessor.
 */
export async function verifyAuditChain(adapter: Adapter): Promise<ChainReport> {
  const head = await findChainHead(adapter);
  const unchained = await countUnchainedEvents(adapter);
  const report: ChainReport = {
    ok: true,
    checked: 0,
    firstSequence: null,
    lastSequence: null,
    unchained,
    broken: null,
  };
  if (!head) return report;
  let previous: AuditEventRow | null = null;
  const fail = (broken: ChainBreak) => ({ ...report, ok: false, broken });
  for (;;) {
    const rows = await findChainedEvents(adapter, previous?.sequence ?? 0, PAGE);
    for (const row of rows) {
      const sequence = row.sequence ?? 0;
      if (sequence > head.sequence) break;
      const broken = check(row, previous);
      if (broken) return fail(broken);
      const recomputed = await chainHash(row.previousHash ?? "", canonicalEvent(row, sequence));
      if (recomputed !== row.hash) return fail({ sequence, eventId: row.id, problem: "altered" });
      report.checked += 1;
      report.firstSequence ??= sequence;
      report.lastSequence = sequence;
      previous = row;
    }
    const last = rows.at(-1);
    if (rows.length < PAGE || !last || (last.sequence ?? 0) >= head.sequence) break;
  }
  if (previous && (previous.sequence !== head.sequence || previous.hash !== head.hash)) {
    const sequence = (previous.sequence ?? 0) + 1;
    return fail({ sequence, eventId: null, problem: "truncated" });
  }
  return report;
}
