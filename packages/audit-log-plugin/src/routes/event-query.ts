import { catalogueError, type Where } from "@tollgate/auth-server";
import { z } from "zod";
import { AUDIT_LOG_ERROR_CODES } from "../error-codes";

/** Page size of a JSON answer: at most 100; an export (format=jsonl) takes up to 10,000. */
const MAX_PAGE = 100;
const MAX_EXPORT = 10_000;

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_EXPORT).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  /** "jsonl": the page as JSON lines (one event per line), to export. */
  format: z.enum(["json", "jsonl"]).optional(),
});

export const filterQuery = pageQuery.extend({
  /** Events this user did or that are about them. */
  userId: z.string().min(1).optional(),
  type: z.string().min(1).optional(),
  outcome: z.enum(["success", "failure"]).optional(),
  /** ISO 8601: events at or after it. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** ISO 8601: events before it. */
  to: z.iso.datetime({ offset: true }).optional(),
});

export type PageQuery = z.infer<typeof pageQuery>;
export type FilterQuery = z.infer<typeof filterQuery>;

export function pageOf(query: PageQuery): { limit: number; offset: number } {
  const jsonl = query.format === "jsonl";
  const limit = Math.min(query.limit ?? 50, jsonl ? MAX_EXPORT : MAX_PAGE);
  return { limit, offset: query.offset ?? 0 };
}

/** Whether the listing's time range is empty or runs forward (`from` not after `to`). */
export function timeRangeIsValid(query: FilterQuery): boolean {
  return !(query.from && query.to && new Date(query.from).getTime() > new Date(query.to).getTime());
}

/** INVALID_TIME_RANGE, naming `from`. */
export function invalidTimeRange() {
  return catalogueError(AUDIT_LOG_ERROR_CODES, "BAD_REQUEST", "INVALID_TIME_RANGE", {
    field: "from",
  });
}

/**
 * The where clauses of a filtered listing. A user filter matches the actor or the subject; the
 * adapter's AND binds tighter than OR, so the other filters are repeated in both branches.
 */
export function filterWhere(query: FilterQuery, organizationId?: string): Where[] {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (!timeRangeIsValid(query)) throw invalidTimeRange();
  const rest: Where[] = [];
  if (organizationId) rest.push({ field: "organizationId", value: organizationId });
  if (query.type) rest.push({ field: "type", value: query.type });
  if (query.outcome) rest.push({ field: "outcome", value: query.outcome });
  if (from) rest.push({ field: "createdAt", operator: "gte", value: from });
  if (to) rest.push({ field: "createdAt", operator: "lt", value: to });
  if (!query.userId) return rest;
  return [
    { field: "actorId", value: query.userId },
    ...rest,
    { field: "subjectId", value: query.userId, connector: "OR" },
    ...rest,
  ];
}
