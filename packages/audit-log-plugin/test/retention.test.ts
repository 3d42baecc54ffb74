import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { deleteExpiredAuditEvents, verifyAuditChain } from "../src/index";
import type { AuditEventRow } from "../src/schema";
import { auditServer, PASSWORD, storedEvents, uniqueEmail } from "./support/audit-server";

const DAY = 86_400_000;

function oldEvent(id: string, daysAgo: number): AuditEventRow {
  return {
    id,
    type: "sign-in",
    createdAt: new Date(Date.now() - daysAgo * DAY),
    actorType: "system",
    actorId: null,
    subjectId: null,
    organizationId: null,
    outcome: "failure",
    reason: "unknown-user",
    ipAddress: null,
    userAgent: null,
    path: "/sign-in/email",
    payload: JSON.stringify({ method: "email" }),
    sequence: null,
    previousHash: null,
    hash: null,
  };
}

describe.each(testDatabases())("retention ($name)", (target) => {
  it("deletes events older than maxAgeDays on write, and the chain still verifies", async () => {
    const database = await target.open();
    try {
      const t = await auditServer(database, { retention: { maxAgeDays: 30 } });
      const { adapter } = await t.auth.$context;
      await adapter.create({ model: "auditEvent", data: oldEvent("expired-event", 31) });
      await adapter.create({ model: "auditEvent", data: oldEvent("kept-event", 29) });
      await t.signUp({ email: uniqueEmail("retention"), password: PASSWORD });
      const ids = (await storedEvents(t)).map((row) => row.id);
      expect(ids).not.toContain("expired-event");
      expect(ids).toContain("kept-event");
      const report = await verifyAuditChain(adapter);
      expect(report).toMatchObject({ ok: true, firstSequence: 2, checked: ids.length });
    } finally {
      await database.close();
    }
  });

  it("deleteExpiredAuditEvents: the job to run on a schedule instead", async () => {
    const database = await target.open();
    try {
      const t = await auditServer(database);
      const context = await t.auth.$context;
      await context.adapter.create({ model: "auditEvent", data: oldEvent("year-old", 400) });
      await context.adapter.create({ model: "auditEvent", data: oldEvent("month-old", 31) });
      expect(await deleteExpiredAuditEvents(context, { maxAgeDays: 365 })).toBe(1);
      expect((await storedEvents(t)).map((row) => row.id)).toEqual(["month-old"]);
    } finally {
      await database.close();
    }
  });
});
