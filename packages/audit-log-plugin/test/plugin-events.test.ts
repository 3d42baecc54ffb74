import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import type { AuditEventRow } from "../src/schema";
import {
  type AuditServer,
  auditServerOn,
  eventsOf,
  PASSWORD,
  payloadOf,
  storedEvents,
  uniqueEmail,
} from "./support/audit-server";

const summary = (rows: AuditEventRow[]) =>
  rows.map((row) => `${row.type} ${row.outcome} ${row.actorType}:${row.actorId ?? "-"}`);

async function adminOf(t: AuditServer) {
  const signedUp = await t.signUp({ email: uniqueEmail("admin"), password: PASSWORD });
  await (await t.auth.$context).internalAdapter.updateUser(signedUp.user.id, { role: "admin" });
  return signedUp;
}

describe.each(testDatabases())("the plugins' security events ($name)", (target) => {
  const server = auditServerOn(target);

  it("admin actions name the acting admin, exactly once each", async () => {
    const t = server();
    const admin = await adminOf(t);
    const a = admin.user.id;
    const call = async (path: string, body: Record<string, unknown>) => {
      const answer = await t.json(path, { body, cookies: admin.cookies });
      expect(answer.status, path).toBe(200);
      return answer;
    };
    const created = await call("/admin/create-user", {
      email: uniqueEmail("managed"),
      password: PASSWORD,
      name: "Managed",
    });
    const userId = (created.data as { user: { id: string } }).user.id;
    await call("/admin/set-role", { userId, role: "user" });
    await call("/admin/set-user-password", { userId, newPassword: "another password" });
    await call("/admin/ban-user", { userId, banReason: "spam" });
    const email = (created.data as { user: { email: string } }).user.email;
    const banned = await t.json("/sign-in/email", {
      body: { email, password: "another password" },
      cookies: null,
    });
    expect(banned.status).toBe(403);
    await call("/admin/unban-user", { userId });
    await call("/admin/revoke-user-sessions", { userId });
    await call("/admin/impersonate-user", { userId });
    await call("/admin/stop-impersonating", {});
    await call("/admin/remove-user", { userId });

    const rows = await eventsOf(t, userId);
    expect(summary(rows)).toEqual([
      `admin.user-created success admin:${a}`,
      `admin.role-set success admin:${a}`,
      `admin.password-set success admin:${a}`,
      `admin.user-banned success admin:${a}`,
      "sign-in failure system:-",
      `admin.user-unbanned success admin:${a}`,
      `admin.sessions-revoked success admin:${a}`,
      `admin.impersonation-started success admin:${a}`,
      `admin.impersonation-stopped success admin:${a}`,
      `admin.user-removed success admin:${a}`,
    ]);
    expect(rows.every((row) => row.subjectId === userId)).toBe(true);
    expect(rows[4]?.reason).toBe("banned");
    const stored = JSON.stringify(await storedEvents(t));
    expect(stored).not.toContain("another password");
  });

  it("API keys: created, first used once, revoked — by id, never the key", async () => {
    const t = server();
    const owner = await t.signUp({ email: uniqueEmail("keys"), password: PASSWORD });
    const made = await t.json<{ id: string; key: string }>("/api-key/create", {
      body: { name: "ci" },
      cookies: owner.cookies,
    });
    expect(made.status).toBe(200);
    for (let use = 0; use < 3; use++) {
      const session = await t.json("/get-session", {
        headers: { "x-api-key": made.data.key },
        cookies: null,
      });
      expect(session.status).toBe(200);
    }
    expect(
      (await t.json("/api-key/delete", { body: { keyId: made.data.id }, cookies: owner.cookies }))
        .status,
    ).toBe(200);
    const rows = (await eventsOf(t, owner.user.id)).filter((row) =>
      row.type.startsWith("api-key."),
    );
    expect(rows.map((row) => row.type)).toEqual([
      "api-key.created",
      "api-key.first-used",
      "api-key.revoked",
    ]);
    expect(rows.every((row) => payloadOf(row).keyId === made.data.id)).toBe(true);
    const stored = JSON.stringify(await storedEvents(t));
    expect(stored).not.toContain(made.data.key);
  });

  it("organizations: every change once, with its organization and the member concerned", async () => {
    const t = server();
    const owner = await t.signUp({ email: uniqueEmail("org-owner"), password: PASSWORD });
    const people = [];
    for (const label of ["joins", "rejects", "cancelled"]) {
      const person = await t.signUp({ email: uniqueEmail(label), password: PASSWORD });
      await (await t.auth.$context).internalAdapter.updateUser(person.user.id, {
        emailVerified: true,
      });
      people.push(person);
    }
    const [joins, rejects, cancelled] = people as [
      (typeof people)[number],
      (typeof people)[number],
      (typeof people)[number],
    ];
    const created = await t.json<{ id: string }>("/organization/create", {
      body: { name: "Events", slug: uniqueEmail("events").replace(/[@.]/g, "-") },
      cookies: owner.cookies,
    });
    const organizationId = created.data.id;
    const invite = async (email: string) =>
      (
        await t.json<{ id: string }>("/organization/invite-member", {
          body: { email, role: "member", organizationId },
          cookies: owner.cookies,
        })
      ).data.id;
    const first = await invite(joins.user.email);
    const second = await invite(rejects.user.email);
    const third = await invite(cancelled.user.email);
    await t.json("/organization/accept-invitation", {
      body: { invitationId: first },
      cookies: joins.cookies,
    });
    await t.json("/organization/reject-invitation", {
      body: { invitationId: second },
      cookies: rejects.cookies,
    });
    await t.json("/organization/cancel-invitation", {
      body: { invitationId: third },
      cookies: owner.cookies,
    });
    const members = await t.json<{ members: { id: string; userId: string }[] }>(
      "/organization/list-members",
      { query: { organizationId }, cookies: owner.cookies },
    );
    const memberId = members.data.members.find((m) => m.userId === joins.user.id)?.id ?? "";
    await t.json("/organization/update-member-role", {
      body: { memberId, role: "admin", organizationId },
      cookies: owner.cookies,
    });
    await t.json("/organization/remove-member", {
      body: { memberIdOrEmail: memberId, organizationId },
      cookies: owner.cookies,
    });
    const deleted = await t.json("/organization/delete", {
      body: { organizationId },
      cookies: owner.cookies,
    });
    expect(deleted.status).toBe(200);

    const rows = (await storedEvents(t)).filter((row) => row.organizationId === organizationId);
    const count = (type: string) => rows.filter((row) => row.type === type).length;
    expect(count("organization.created")).toBe(1);
    expect(count("organization.invitation-sent")).toBe(3);
    expect(count("organization.invitation-accepted")).toBe(1);
    expect(count("organization.invitation-rejected")).toBe(1);
    expect(count("organization.invitation-cancelled")).toBe(1);
    expect(count("organization.member-added")).toBe(1);
    expect(count("organization.member-role-changed")).toBe(1);
    expect(count("organization.member-removed")).toBe(1);
    expect(count("organization.deleted")).toBe(1);
    expect(
      rows.filter((row) => row.type.startsWith("organization.member-")).map((row) => row.subjectId),
    ).toEqual([joins.user.id, joins.user.id, joins.user.id]);
    expect(rows.every((row) => row.outcome === "success" && row.sequence !== null)).toBe(true);
  });

  it("sign-ins by username name their method", async () => {
    const t = server();
    const name = `user${Date.now()}`;
    const signedUp = await t.signUp({
      email: uniqueEmail("named"),
      password: PASSWORD,
      username: name,
    });
    expect(
      (
        await t.json("/sign-in/username", {
          body: { username: name, password: PASSWORD },
          cookies: null,
        })
      ).status,
    ).toBe(200);
    const signIns = (await eventsOf(t, signedUp.user.id)).filter((row) => row.type === "sign-in");
    expect(signIns.map((row) => payloadOf(row).method)).toEqual(["username"]);
  });
});
