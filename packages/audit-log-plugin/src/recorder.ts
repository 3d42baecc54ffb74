import type {
  AfterHook,
  AuthContext,
  SecurityEvent,
  SecurityEventListener,
} from "@tollgate/auth-server";
import { chainPendingEvents, deleteEventsBefore, ensureChainHead, insertEvent } from "./adapter";
import { type AuditEvent, toAuditEvent } from "./audit-event";
import { createEmailHasher } from "./email-hash";
import type { ResolvedAuditLogOptions } from "./options";
import { createRepeatFilter } from "./repeat-filter";
import type { AuditEventRow } from "./schema";

const CHAIN_BATCH = 200;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * What the plugin does with each security event: stores it (through the change's transaction
 * when there is one), chains it once committed, hands it to the sink, and deletes expired
 * events now and then. Bound to the server's context at start-up (`bind`).
 */
export function createRecorder(options: ResolvedAuditLogOptions) {
  let context: AuthContext | null = null;
  let hashEmails: ReturnType<typeof createEmailHasher> | null = null;
  let headReady = false;
  /** Events written inside a transaction since the last chaining: chained after the request. */
  let waiting = 0;
  let chaining: Promise<void> = Promise.resolve();
  let lastRetention = 0;
  const worthKeeping = createRepeatFilter();

  function bound(): AuthContext {
    if (!context) throw new Error("auditLog: the recorder is used before the server started");
    return context;
  }

  /** Hands an event to the sink without waiting for it; what goes wrong there is logged. */
  function deliver(event: AuditEvent): void {
    const { sink } = options;
    if (!sink) return;
    new Promise<void>((resolve) => resolve(sink(event))).catch((error: unknown) =>
      bound().logger.error("auditLog: the sink failed", error),
    );
  }

  async function toRow(event: SecurityEvent): Promise<AuditEventRow> {
    const payload = hashEmails ? await hashEmails(event.payload) : event.payload;
    return {
      id: event.id,
      type: event.type,
      createdAt: event.time,
      actorType: event.actor.type,
      actorId: event.actor.id,
      subjectId: event.subject,
      organizationId: event.organizationId,
      outcome: event.outcome,
      reason: event.reason,
      ipAddress: event.ipAddress,
      userAgent: event.userAgent,
      path: event.path,
      payload: JSON.stringify(payload),
      sequence: null,
      previousHash: null,
      hash: null,
    };
  }

  async function deleteExpired(now: number): Promise<void> {
    const { retention } = options;
    if (!retention || now - lastRetention < HOUR) return;
    lastRetention = now;
    await deleteEventsBefore(bound().adapter, new Date(now - retention.maxAgeDays * DAY));
  }

  async function chainAll(): Promise<void> {
    const { adapter } = bound();
    if (!headReady) {
      await ensureChainHead(adapter);
      headReady = true;
    }
    for (;;) {
      const chained = await chainPendingEvents(adapter, CHAIN_BATCH);
      for (const row of chained) deliver(toAuditEvent(row));
      if (chained.length < CHAIN_BATCH) break;
    }
    await deleteExpired(Date.now());
  }

  /**
   * Chains every committed event not chained yet. One chaining at a time per server (the head
   * row's lock orders servers); a failure is logged and the events wait for the next one.
   */
  function chain(): Promise<void> {
    chaining = chaining.then(chainAll).catch((error: unknown) => {
      bound().logger.error("auditLog: could not chain the audit events", error);
    });
    return chaining;
  }

  const listener: SecurityEventListener = async (event, write) => {
    if (!worthKeeping(event)) return;
    const row = await toRow(event);
    if (options.storage === false) {
      deliver(toAuditEvent(row));
      return;
    }
    await insertEvent(write.adapter, row);
    if (write.inTransaction) waiting += 1;
    else await chain();
  };

  /** After every request that wrote an event inside a transaction: it has committed (or not) by now. */
  const chainAfterRequest: AfterHook = {
    matcher: () => waiting > 0,
    handler: async () => {
      waiting = 0;
      await chain();
    },
  };

  return {
    listener,
    chainAfterRequest,
    chain,
    bind(authContext: AuthContext) {
      context = authContext;
      if (options.hashEmails) hashEmails = createEmailHasher(authContext.secret);
    },
  };
}

export type AuditRecorder = ReturnType<typeof createRecorder>;
