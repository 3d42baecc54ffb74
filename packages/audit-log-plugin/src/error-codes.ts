import { defineErrorCodes } from "@tollgate/auth-server/errors";

/**
 * Every message the audit log plugin can answer. The client entry (./client) re-exports it;
 * `@tollgate/auth-server/errors` is browser-safe.
 */
export const AUDIT_LOG_ERROR_CODES = defineErrorCodes({
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: "You are not allowed to list audit events",
  ORGANIZATION_ID_IS_REQUIRED: "Organization ID is required",
  INVALID_TIME_RANGE: "The time range is invalid",
  AUDIT_EVENTS_ARE_NOT_STORED: "Audit events are not stored",
});

export type AuditLogErrorCode = keyof typeof AUDIT_LOG_ERROR_CODES;
