import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { auditCommand } from "../src/audit-command";
import { verifyAuditChain } from "../src/index";
import type { AuditEventRow } from "../src/schema";
import {
  type AuditServer,
  auditServerOn,
  PASSWORD,
  storedEvents,
  uniqueEmail,
} from "./support/audit-server";

async function runVerify(t: AuditServer): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const context = await t.auth.$context;
  const code = await auditCommand.run({
    context,
    args: ["verify"],
    write: (line) => lines.push(line),
  });
  return { code, output: lines.join("\n") };
}

async function chained(t: AuditServer): Promise<AuditEventRow[]> {
  const rows = (await storedEvents(t)).filter((row) => row.sequence !== null);
  return rows.sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

describe.each(testDatabases())("the hash chain ($name)", (target) => {
  const server = auditServerOn(target);

  it("verifies, then finds an altered, a removed and a truncated event", async () => {
    const t = server();
    for (let index = 0; index < 3; index++) {
      const email = uniqueEmail("chain");
      await t.signUp({ email, password: PASSWORD });
      await t.json("/sign-in/email", { body: { email, password: "not it at all" }, cookies: null });
    }
    const rows = await chained(t);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
    expect(await storedEvents(t)).toHaveLength(rows.length); // nothing left unchained

    const ok = await runVerify(t);
    expect(ok.code).toBe(0);
    expect(ok.output).toContain(`Audit chain OK: ${rows.length} events verified`);

    const { adapter } = await t.auth.$context;
    const victim = rows[2] as AuditEventRow;
    const byId = [{ field: "id", value: victim.id }];
    await adapter.update({ model: "auditEvent", where: byId, update: { type: "tampered" } });
    const altered = await runVerify(t);
    expect(altered.code).toBe(1);
    expect(altered.output).toContain(`BROKEN at event #3 (${victim.id})`);
    expect((await verifyAuditChain(adapter)).broken).toEqual({
      sequence: 3,
      eventId: victim.id,
      problem: "altered",
    });

    await adapter.update({
      model: "auditEvent",
      where: byId,
      update: { type: victim.type },
    });
    expect((await runVerify(t)).code).toBe(0);

    await adapter.delete({ model: "auditEvent", where: byId });
    expect((await verifyAuditChain(adapter)).broken).toEqual({
      sequence: 3,
      eventId: null,
      problem: "missing",
    });
    await adapter.create({ model: "auditEvent", data: victim });
    expect((await verifyAuditChain(adapter)).ok).toBe(true);

    const last = rows.at(-1) as AuditEventRow;
    await adapter.delete({ model: "auditEvent", where: [{ field: "id", value: last.id }] });
    expect((await verifyAuditChain(adapter)).broken).toMatchObject({
      sequence: last.sequence,
      problem: "truncated",
    });
  });
});
