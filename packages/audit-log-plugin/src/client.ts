import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { auditLog } from "./index";

/**
 * The client twin of `auditLog()` for @tollgate/auth-client-react:
 * `client.audit.listEvents({ query })`, `client.admin.listAuditEvents({ query })` and
 * `client.organization.listAuditEvents({ query })`, typed from the server plugin. Only types
 * link it to the server, so browser bundles carry no server code.
 */
export function auditLogClient() {
  return {
    id: "audit-log" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof auditLog>,
  } satisfies AuthClientPlugin;
}

export { AUDIT_LOG_ERROR_CODES, type AuditLogErrorCode } from "./error-codes";
