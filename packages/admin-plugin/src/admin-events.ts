import {
  type Adapter,
  emitSecurityEvent,
  type RequestContext,
  type SecurityEventPayload,
} from "@tollgate/auth-server";

/**
 * Records an administrative action in the audit trail (when an audit plugin listens): the
 * acting admin (the caller, or `adminId`), the user acted on, and a small payload. A call made
 * without a session (a server's own auth.api call) is the system's.
 */
export function emitAdminEvent(
  context: RequestContext,
  type: `admin.${string}`,
  subject: string | null,
  more: { payload?: SecurityEventPayload; adminId?: string; change?: { adapter: Adapter } } = {},
): Promise<void> {
  const adminId = more.adminId ?? context.currentSession?.user.id;
  const actor = adminId ? ({ type: "admin", id: adminId } as const) : undefined;
  const event = { type, subject, ...(actor ? { actor } : {}), payload: more.payload ?? {} };
  return emitSecurityEvent(context, event, more.change);
}
