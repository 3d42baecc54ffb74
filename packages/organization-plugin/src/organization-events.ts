import {
  type Adapter,
  emitSecurityEvent,
  type InternalAdapter,
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

/**
 * Makes a change and records its event. When an audit plugin listens, both run in one
 * transaction (the event is written with the change, and a change that rolls back leaves
 * none); when nothing listens the change runs alone, so a change of a few inserts stays one
 * statement on PostgreSQL (createRecords) instead of BEGIN, the inserts and COMMIT.
 */
export function changeWithEvent<R>(
  context: RequestContext,
  change: (writer: InternalAdapter) => Promise<R>,
  record: (result: R, writer: InternalAdapter) => Promise<void>,
): Promise<R> {
  if (context.securityEventListeners.length === 0) return change(context.internalAdapter);
  return context.internalAdapter.transaction(async (trx) => {
    const result = await change(trx);
    await record(result, trx);
    return result;
  });
}
