import {
  type Adapter,
  emitSecurityEvent,
  type RequestContext,
  type SecurityEventPayload,
} from "@tollgate/auth-server";

/**
 * Records a change to an organization in the audit trail (when an audit plugin listens): its
 * id, the user it is about, a small payload. Made in a transaction, the event is written in it
 * (`change`), so a change that rolls back leaves no event.
 */
export function emitOrganizationEvent(
  context: RequestContext,
  type: `organization.${string}`,
  organizationId: string,
  more: {
    subject?: string | null;
    payload?: SecurityEventPayload;
    change?: { adapter: Adapter };
  } = {},
): Promise<void> {
  const event = {
    type,
    organizationId,
    subject: more.subject ?? null,
    payload: more.payload ?? {},
  };
  return emitSecurityEvent(context, event, more.change);
}
