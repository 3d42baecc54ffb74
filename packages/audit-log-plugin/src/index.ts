import type { AuthPlugin } from "@tollgate/auth-server";
import { auditCommand } from "./audit-command";
import { AUDIT_LOG_ERROR_CODES } from "./error-codes";
import { type AuditLogOptions, resolveAuditLogOptions } from "./options";
import { createRecorder } from "./recorder";
import { createListAdminEvents, type ListAdminEventsEndpoint } from "./routes/list-admin-events";
import {
  createListOrganizationEvents,
  type ListOrganizationEventsEndpoint,
} from "./routes/list-organization-events";
import { createListOwnEvents, type ListOwnEventsEndpoint } from "./routes/list-own-events";
import { auditLogSchema } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type AuditLogEndpoints = {
  listAuditEvents: ListOwnEventsEndpoint;
  listAdminAuditEvents: ListAdminEventsEndpoint;
  listOrganizationAuditEvents: ListOrganizationEventsEndpoint;
};

/**
 * An audit trail of security events: every event the core and the plugins emit at their
 * decision points (`emitSecurityEvent`) is stored in `auditEvent` (written with the change it
 * records, hash-chained once committed) and/or handed to a sink; users list their own
 * (`GET /audit/list-events`), admins everyone's (`GET /admin/list-audit-events`), organization
 * owners and admins their organization's (`GET /organization/list-audit-events`);
 * `tollgate audit verify` checks the chain.
 */
export function auditLog(userOptions?: AuditLogOptions) {
  const options = resolveAuditLogOptions(userOptions);
  const recorder = createRecorder(options);
  const endpoints: AuditLogEndpoints = {
    listAuditEvents: createListOwnEvents(options),
    listAdminAuditEvents: createListAdminEvents(options),
    listOrganizationAuditEvents: createListOrganizationEvents(options),
  };
  return {
    id: "audit-log",
    endpoints,
    schema: options.storage === "database" ? auditLogSchema : {},
    hooks: { after: [recorder.chainAfterRequest] },
    securityEvents: recorder.listener,
    commands: { audit: auditCommand },
    errorCodes: AUDIT_LOG_ERROR_CODES,
    init(context) {
      recorder.bind(context);
    },
    options: userOptions,
  } satisfies AuthPlugin;
}

export { type AuditEvent, toAuditEvent } from "./audit-event";
export { AUDIT_LOG_ERROR_CODES, type AuditLogErrorCode } from "./error-codes";
export type { AuditLogOptions } from "./options";
export { deleteExpiredAuditEvents } from "./retention";
export { type AuditEventPage, auditEventSchema } from "./routes/event-answer";
export { type AuditChainHeadRow, type AuditEventRow, auditLogSchema } from "./schema";
export { type ChainBreak, type ChainReport, verifyAuditChain } from "./verify-chain";
export type { ListAdminEventsEndpoint, ListOrganizationEventsEndpoint, ListOwnEventsEndpoint };
