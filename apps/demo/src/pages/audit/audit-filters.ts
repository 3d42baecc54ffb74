import { EVENTS_PER_PAGE } from "./audit-event";

/** The Audit page's filters and page, kept in the address so Back returns to them. */
export interface AuditFilters {
  /** An email address, or a user's id. */
  user: string;
  type: string;
  organizationId: string;
  outcome: "" | "success" | "failure";
  /** `<input type="datetime-local">` values, in the reader's time zone. */
  from: string;
  to: string;
  page: number;
}

export const AUDIT_PATH = "/admin/audit";

const PARAMS = {
  user: "user",
  type: "type",
  organizationId: "organization",
  from: "from",
  to: "to",
} as const;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get("page"));
  const outcome = params.get("outcome");
  return {
    user: params.get(PARAMS.user) ?? "",
    type: params.get(PARAMS.type) ?? "",
    organizationId: params.get(PARAMS.organizationId) ?? "",
    outcome: outcome === "success" || outcome === "failure" ? outcome : "",
    from: params.get(PARAMS.from) ?? "",
    to: params.get(PARAMS.to) ?? "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** "/admin/audit?user=ada%40example.com&outcome=failure": empty filters are left out. */
export function auditPath(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = filters[field].trim();
    if (value) params.set(name, value);
  }
  if (filters.outcome) params.set("outcome", filters.outcome);
  if (filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `${AUDIT_PATH}?${search}` : AUDIT_PATH;
}

/** A datetime-local value as the ISO 8601 instant the server wants; undefined if empty or unreadable. */
function instant(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The list-audit-events query for the filters, with the user already found (`userId`). */
export function auditRequest(filters: AuditFilters, userId: string | undefined) {
  const from = instant(filters.from);
  const to = instant(filters.to);
  return {
    ...(userId ? { userId } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.organizationId.trim() ? { organizationId: filters.organizationId.trim() } : {}),
    ...(filters.outcome ? { outcome: filters.outcome } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export function pageRequest(filters: AuditFilters) {
  return { limit: EVENTS_PER_PAGE, offset: (filters.page - 1) * EVENTS_PER_PAGE };
}
