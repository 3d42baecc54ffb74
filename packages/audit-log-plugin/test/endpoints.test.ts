import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import type { AuditEvent } from "../src/index";
import {
  type AuditServer,
  auditServer,
  auditServerOn,
  PASSWORD,
  uniqueEmail,
} from "./support/audit-server";

interface Page {
  events: AuditEvent[];
  total: number;
  limit: number;
  offset: number;
}

async function adminOf(t: AuditServer) {
  const signedUp = await t.signUp({ email: uniqueEmail("admin"), password: PASSWORD });
  await (await t.auth.$context).internalAdapter.updateUser(signedUp.user.id, { role: "admin" });
  return signedUp;
}

describe.each(testDatabases())("reading the audit log ($name)", (target) => {
  const server = auditServerOn(target);

  it("GET /audit/list-events: the caller's own events, newest first, paged, as JSON lines", async () => {
    const t = server();
    const ada = await t.signUp({ email: uniqueEmail("ada"), password: PASSWORD });
    const bob = await t.signUp({ email: uniqueEmail("bob"), password: PASSWORD });
    await t.json("/sign-in/email", {
      body: { email: ada.user.email, password: "wrong password" },
      cookies: null,
    });

    const own = await t.json<Page>("/audit/list-events", { cookies: ada.cookies });
    expect(own.status).toBe(200);
    expect(own.data.events.map((event) => [event.type, event.outcome])).toEqual([
      ["sign-in", "failure"],
      ["sign-up", "success"],
    ]);
    expect(own.data.events.every((event) => event.subject === ada.user.id)).toBe(true);
    expect(own.data.events.some((event) => event.subject === bob.user.id)).toBe(false);

    const page = await t.json<Page>("/audit/list-events", {
      query: { limit: "1", offset: "1" },
      cookies: ada.cookies,
    });
    expect(page.data).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.data.events.map((event) => event.type)).toEqual(["sign-up"]);

    const lines = await t.request("/audit/list-events", {
      query: { format: "jsonl" },
      cookies: ada.cookies,
    });
    expect(lines.headers.get("content-type")).toContain("application/x-ndjson");
    const parsed = (await lines.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as AuditEvent);
    expect(parsed.map((event) => event.id)).toEqual(own.data.events.map((event) => event.id));

    expect((await t.json("/audit/list-events", { cookies: null })).status).toBe(401);
  });

  it("GET /admin/list-audit-events: admins only, filtered by user, type, outcome and time", async () => {
    const t = server();
    const admin = await adminOf(t);
    const user = await t.signUp({ email: uniqueEmail("someone"), password: PASSWORD });
    const before = new Date(Date.now() - 1000).toISOString();
    await t.json("/sign-in/email", {
      body: { email: user.user.email, password: "wrong password" },
      cookies: null,
    });

    const refused = await t.json<{ code: string }>("/admin/list-audit-events", {
      cookies: user.cookies,
    });
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe("YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS");

    const failures = await t.json<Page>("/admin/list-audit-events", {
      query: { userId: user.user.id, outcome: "failure", type: "sign-in", from: before },
      cookies: admin.cookies,
    });
    expect(failures.status).toBe(200);
    expect(failures.data.events).toHaveLength(1);
    expect(failures.data.events[0]).toMatchObject({
      subject: user.user.id,
      reason: "wrong-password",
    });

    const none = await t.json<Page>("/admin/list-audit-events", {
      query: { userId: user.user.id, to: before },
      cookies: admin.cookies,
    });
    expect(none.data.total).toBe(0);

    const backwards = await t.json<{ code: string }>("/admin/list-audit-events", {
      query: { from: new Date().toISOString(), to: before },
      cookies: admin.cookies,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.data.code).toBe("INVALID_TIME_RANGE");
  });

  it("GET /organization/list-audit-events: the organization's owners and admins only", async () => {
    const t = server();
    const owner = await t.signUp({ email: uniqueEmail("owner"), password: PASSWORD });
    const member = await t.signUp({ email: uniqueEmail("member"), password: PASSWORD });
    const stranger = await t.signUp({ email: uniqueEmail("stranger"), password: PASSWORD });
    const created = await t.json<{ id: string }>("/organization/create", {
      body: { name: "Audited", slug: uniqueEmail("org").replace(/[@.]/g, "-") },
      cookies: owner.cookies,
    });
    const organizationId = created.data.id;
    await (await t.auth.$context).internalAdapter.updateUser(member.user.id, {
      emailVerified: true,
    });
    const invited = await t.json<{ id: string }>("/organization/invite-member", {
      body: { email: member.user.email, role: "member", organizationId },
      cookies: owner.cookies,
    });
    expect(invited.status).toBe(200);
    const joined = await t.json("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: member.cookies,
    });
    expect(joined.status).toBe(200);

    const listed = await t.json<Page>("/organization/list-audit-events", {
      cookies: owner.cookies,
    });
    expect(listed.status).toBe(200);
    expect(listed.data.events.map((event) => event.type).sort()).toEqual([
      "organization.created",
      "organization.invitation-accepted",
      "organization.invitation-sent",
      "organization.member-added",
    ]);
    expect(listed.data.events.every((event) => event.organizationId === organizationId)).toBe(true);

    for (const cookies of [member.cookies, stranger.cookies]) {
      const refused = await t.json<{ code: string }>("/organization/list-audit-events", {
        query: { organizationId },
        cookies,
      });
      expect(refused.status).toBe(403);
      expect(refused.data.code).toBe("YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS");
    }
    // The refusal wins over a backwards time range; the owner is told about the range.
    const backwards = {
      organizationId,
      from: new Date().toISOString(),
      to: "2020-01-01T00:00:00Z",
    };
    const refusedFirst = await t.json<{ code: string }>("/organization/list-audit-events", {
      query: backwards,
      cookies: stranger.cookies,
    });
    expect(refusedFirst.data.code).toBe("YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS");
    const badRange = await t.json<{ code: string }>("/organization/list-audit-events", {
      query: backwards,
      cookies: owner.cookies,
    });
    expect(badRange.status).toBe(400);
    expect(badRange.data.code).toBe("INVALID_TIME_RANGE");
    const noOrganization = await t.json<{ code: string }>("/organization/list-audit-events", {
      cookies: stranger.cookies,
    });
    expect(noOrganization.status).toBe(400);
    expect(noOrganization.data.code).toBe("ORGANIZATION_ID_IS_REQUIRED");
  });
});

describe("without storage, with a sink", () => {
  it("hands every event to the sink, never fails the request for it, and stores nothing", async () => {
    const received: AuditEvent[] = [];
    const t = await auditServer(undefined, {
      storage: false,
      hashEmails: true,
      sink: (event) => {
        received.push(event);
        throw new Error("the sink is down");
      },
    });
    const email = uniqueEmail("sink");
    const signedUp = await t.signUp({ email, password: PASSWORD });
    expect(signedUp.response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received.map((event) => event.type)).toEqual(["sign-up"]);
    expect(received[0]?.actor).toEqual({ type: "user", id: signedUp.user.id });

    const listed = await t.json<{ code: string }>("/audit/list-events", {
      cookies: signedUp.cookies,
    });
    expect(listed.status).toBe(404);
    expect(listed.data.code).toBe("AUDIT_EVENTS_ARE_NOT_STORED");

    const newEmail = uniqueEmail("hashed");
    await t.json("/change-email", { body: { newEmail }, cookies: signedUp.cookies });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const changed = received.find((event) => event.type === "email.changed");
    expect(changed?.payload.newEmail).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(JSON.stringify(received)).not.toContain(email);
  });
});
