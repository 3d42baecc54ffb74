import type { AuthContext, RequestContext } from "../context/context-types";
import type { Adapter } from "../db/adapter-types";
import type { SecurityEvent, SecurityEventActor, SecurityEventInput } from "./security-event";

const SYSTEM: SecurityEventActor = { type: "system", id: null };

function isRequestContext(context: AuthContext | RequestContext): context is RequestContext {
  return "currentSession" in context;
}

function actorOf(context: AuthContext | RequestContext): SecurityEventActor {
  if (!isRequestContext(context)) return SYSTEM;
  const session = context.currentSession?.session;
  if (!session) return SYSTEM;
  const impersonatedBy = session.impersonatedBy;
  if (typeof impersonatedBy === "string" && impersonatedBy)
    return { type: "admin", id: impersonatedBy };
  return { type: "user", id: session.userId };
}

/**
 * Tells the installed listeners (the audit log) what a decision point decided: call it where
 * the core or a plugin decides, never by reading requests afterwards. Costs one check when no
 * listener is installed.
 *
 * `change`: when the event records a change made in a transaction, that transaction's adapter,
 * so the event is written with the change and rolls back with it. Without it, emit after the
 * change has been written. A failure (`outcome: "failure"`) is always written through the
 * database itself, whatever `change` says, so call it outside a transaction (SQLite has one
 * connection, which a transaction holds).
 */
export async function emitSecurityEvent(
  context: AuthContext | RequestContext,
  input: SecurityEventInput,
  change?: { adapter: Adapter },
): Promise<void> {
  const listeners = context.securityEventListeners;
  if (listeners.length === 0) return;
  const actor = input.actor ?? actorOf(context);
  const request = isRequestContext(context) ? context : null;
  const tracking = !context.options.advanced?.ipAddress?.disableIpTracking;
  const outcome = input.outcome ?? "success";
  const event: SecurityEvent = {
    id: context.generateId(),
    type: input.type,
    time: new Date(),
    actor,
    subject: input.subject !== undefined ? input.subject : actor.type === "user" ? actor.id : null,
    organizationId: input.organizationId ?? null,
    outcome,
    reason: input.reason ?? null,
    ipAddress: tracking ? (request?.clientIp ?? null) : null,
    userAgent: request?.request?.headers.get("user-agent") ?? null,
    path: request?.endpoint?.path ?? null,
    payload: input.payload ?? {},
  };
  const inTransaction = outcome === "success" && change !== undefined;
  const adapter = inTransaction ? change.adapter : context.adapter;
  for (const listener of listeners) await listener(event, { adapter, inTransaction });
}
