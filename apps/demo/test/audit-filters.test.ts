import { describe, expect, it } from "vitest";
import {
  auditPath,
  auditRequest,
  pageRequest,
  readAuditFilters,
} from "../src/pages/audit/audit-filters";

describe("the Audit page's filters", () => {
  it("live in the address and come back from it unchanged", () => {
    const filters = {
      user: "ada@example.com",
      type: "sign-in",
      organizationId: "org_1",
      outcome: "failure",
      from: "2026-11-28T09:00",
      to: "2026-11-29T09:00",
      page: 3,
    } as const;
    const path = auditPath(filters);
    expect(path).toBe(
      "/admin/audit?user=ada%40example.com&type=sign-in&organization=org_1&from=2026-11-28T09%3A00&to=2026-11-29T09%3A00&outcome=failure&page=3",
    );
    expect(readAuditFilters(new URL(path, "http://demo.test").searchParams)).toEqual(filters);
  });

  it("leave out what is empty, and ignore an unknown outcome or page", () => {
    const read = readAuditFilters(new URLSearchParams("outcome=maybe&page=-2&user="));
    expect(read).toEqual({
      user: "",
      type: "",
      organizationId: "",
      outcome: "",
      from: "",
      to: "",
      page: 1,
    });
    expect(auditPath(read)).toBe("/admin/audit");
  });

  it("ask the server with the found user's id and the time range as ISO instants", () => {
    const filters = readAuditFilters(
      new URLSearchParams(
        "user=ada@example.com&outcome=success&from=2026-11-28T09:00&to=nonsense&page=2",
      ),
    );
    expect(auditRequest(filters, "user_1")).toEqual({
      userId: "user_1",
      outcome: "success",
      from: new Date("2026-11-28T09:00").toISOString(),
    });
    expect(pageRequest(filters)).toEqual({ limit: 20, offset: 20 });
    expect(auditRequest(readAuditFilters(new URLSearchParams()), undefined)).toEqual({});
  });
});
