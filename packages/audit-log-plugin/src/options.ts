import type { AuditEvent } from "./audit-event";

export interface AuditLogOptions {
  /** "database" (default): the `auditEvent` table, hash-chained. false: only the sink. */
  storage?: "database" | false;
  /**
   * Also hands every event to this function (stdout as JSON lines, OpenTelemetry logs, a queue).
   * Never awaited by the request and never failing it: what it throws or rejects is logged.
   * With storage, an event reaches it once it is committed and chained.
   */
  sink?: (event: AuditEvent) => void | Promise<void>;
  /**
   * Store email addresses in payloads (fields named `email` or ending in `Email`) as an HMAC
   * of the address under the server's secret ("hmac-sha256:<hex>"): the same address always
   * gives the same value, so events can still be matched, but the address is not readable.
   */
  hashEmails?: boolean;
  /** Events older than this are deleted: on write (at most once an hour per server), or by deleteExpiredAuditEvents. */
  retention?: { maxAgeDays: number };
  /** What an admin needs to list every event (the admin plugin's access contract). Default { user: ["list"], session: ["list"] }. */
  adminPermission?: Record<string, string[]>;
  /** The organization roles that may list their organization's events. Default ["owner", "admin"]. */
  organizationRoles?: string[];
}

export interface ResolvedAuditLogOptions {
  storage: "database" | false;
  sink: ((event: AuditEvent) => void | Promise<void>) | undefined;
  hashEmails: boolean;
  retention: { maxAgeDays: number } | undefined;
  adminPermission: Record<string, string[]>;
  organizationRoles: readonly string[];
}

export function resolveAuditLogOptions(options: AuditLogOptions = {}): ResolvedAuditLogOptions {
  const maxAgeDays = options.retention?.maxAgeDays;
  if (maxAgeDays !== undefined && !(Number.isFinite(maxAgeDays) && maxAgeDays > 0))
    throw new TypeError(
      `auditLog: retention.maxAgeDays must be a positive number (got ${maxAgeDays})`,
    );
  return {
    storage: options.storage ?? "database",
    sink: options.sink,
    hashEmails: options.hashEmails ?? false,
    retention: maxAgeDays === undefined ? undefined : { maxAgeDays },
    adminPermission: options.adminPermission ?? { user: ["list"], session: ["list"] },
    organizationRoles: options.organizationRoles ?? ["owner", "admin"],
  };
}
