import { describe, expect, it } from "vitest";
import {
  addedMember,
  type ErrorBody,
  type MemberBody,
  newUser,
  ownerWithOrganization,
  serverOn,
  serverWithOrganizations,
  testDatabases,
} from "./support/organization-server";

interface SessionBody {
  session: { activeOrganizationId?: string | null };
}

describe.each(testDatabases())("members ($name)", (target) => {
  const server = serverOn(target);

  it("lists the members with their users and the total", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const admin = await addedMember(t, organization.id, "admin");
    const { status, data } = await t.json<{
      members: (MemberBody & { user: { email: string } })[];
      total: number;
    }>("/organization/list-members", { cookies: owner.cookies });
    expect(status).toBe(200);
    expect(data.total).toBe(2);
    expect(data.members.map((m) => [m.role, m.user.email])).toEqual([
      ["owner", owner.email],
      ["admin", admin.email],
    ]);
  });

  it("refuses list-members to a non-member with 403 'You are not a member of this organization'", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const outsider = await newUser(t);
    const { status, data } = await t.json<ErrorBody>("/organization/list-members", {
      query: { organizationId: organization.id },
      cookies: outsider.cookies,
    });
    expect(status).toBe(403);
    expect(data.message).toBe("You are not a member of this organization");
  });

  it("a page as long as its limit still answers the whole total, and still refuses outsiders", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    await addedMember(t, organization.id, "member");
    await addedMember(t, organization.id, "member");
    const query = { organizationId: organization.id, limit: "2" };
    const page = await t.json<{ members: MemberBody[]; total: number }>(
      "/organization/list-members",
      { query, cookies: owner.cookies },
    );
    expect(page.status).toBe(200);
    expect([page.data.members.length, page.data.total]).toEqual([2, 3]);
    const outsider = await newUser(t);
    const refused = await t.json<ErrorBody>("/organization/list-members", {
      query,
      cookies: outsider.cookies,
    });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe("You are not a member of this organization");
  });

  it("answers the active member, and 400 'No active organization' without one", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const active = await t.json<MemberBody>("/organization/get-active-member", {
      cookies: owner.cookies,
    });
    expect(active.data).toMatchObject({
      organizationId: organization.id,
      userId: owner.user.id,
      role: "owner",
    });
    const loner = await newUser(t);
    const none = await t.json<ErrorBody>("/organization/get-active-member", {
      cookies: loner.cookies,
    });
    expect(none.status).toBe(400);
    expect(none.data.message).toBe("No active organization");
  });

  it("adds a member server-side only, refusing a second membership", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const user = await newUser(t);
    const member = await t.auth.api.addMember({
      body: { userId: user.user.id, organizationId: organization.id, role: ["admin", "member"] },
    });
    expect(member).toMatchObject({ userId: user.user.id, role: "admin,member" });
    await expect(
      t.auth.api.addMember({
        body: { userId: user.user.id, organizationId: organization.id, role: "member" },
      }),
    ).rejects.toMatchObject({ body: { message: "User is already a member of this organization" } });
    const overHttp = await t.request("/organization/add-member", {
      body: { userId: user.user.id, organizationId: organization.id, role: "member" },
      cookies: user.cookies,
    });
    expect(overHttp.status).toBe(404);
  });

  it("add-member refuses an unknown organization, then an unknown user (no hooks: checked under the lock)", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    await expect(
      t.auth.api.addMember({
        body: { userId: "no-such-user", organizationId: "no-such-organization", role: "member" },
      }),
    ).rejects.toMatchObject({ status: "BAD_REQUEST", body: { code: "ORGANIZATION_NOT_FOUND" } });
    await expect(
      t.auth.api.addMember({
        body: { userId: "no-such-user", organizationId: organization.id, role: "member" },
      }),
    ).rejects.toMatchObject({
      status: "BAD_REQUEST",
      body: { code: "USER_NOT_FOUND", field: "userId" },
    });
  });

  it("removes a member by id or by email; the removed user's sessions all lose the organization", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const removed = await addedMember(t, organization.id, "member");
    const otherDevice = t.newBrowser();
    await t.signIn({ email: removed.email, password: "correct horse battery" }, otherDevice);
    for (const cookies of [removed.cookies, otherDevice])
      await t.json("/organization/set-active", {
        body: { organizationId: organization.id },
        cookies,
      });
    const { status, data } = await t.json<{ member: MemberBody }>("/organization/remove-member", {
      body: { memberIdOrEmail: removed.member.id },
      cookies: owner.cookies,
    });
    expect(status).toBe(200);
    expect(data.member.userId).toBe(removed.user.id);
    for (const cookies of [removed.cookies, otherDevice]) {
      const session = await t.json<SessionBody>("/get-session", { cookies });
      expect(session.data.session.activeOrganizationId ?? null).toBeNull();
    }
    const byEmail = await addedMember(t, organization.id, "member");
    const second = await t.json<{ member: MemberBody }>("/organization/remove-member", {
      body: { memberIdOrEmail: byEmail.email.toUpperCase() },
      cookies: owner.cookies,
    });
    expect(second.data.member.userId).toBe(byEmail.user.id);
  });

  it("refuses removal without member:delete (401) and of the only owner (400)", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const plain = await addedMember(t, organization.id, "member");
    const other = await addedMember(t, organization.id, "member");
    const refused = await t.json<ErrorBody>("/organization/remove-member", {
      body: { memberIdOrEmail: other.member.id, organizationId: organization.id },
      cookies: plain.cookies,
    });
    expect(refused.status).toBe(401);
    expect(refused.data.message).toBe("You are not allowed to delete this member");
    const ownerMember = await t.json<MemberBody>("/organization/get-active-member", {
      cookies: owner.cookies,
    });
    const onlyOwner = await t.json<ErrorBody>("/organization/remove-member", {
      body: { memberIdOrEmail: ownerMember.data.id },
      cookies: owner.cookies,
    });
    expect(onlyOwner.status).toBe(400);
    expect(onlyOwner.data.message).toBe("You cannot leave the organization as the only owner");
    const unknown = await t.json<ErrorBody>("/organization/remove-member", {
      body: { memberIdOrEmail: "no-such-member" },
      cookies: owner.cookies,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.message).toBe("Member not found");
  });

  it("updates a member's role; refuses an unknown role, a plain member, and demoting the only owner", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const target = await addedMember(t, organization.id, "member");
    const updated = await t.json<MemberBody>("/organization/update-member-role", {
      body: { memberId: target.member.id, role: "admin" },
      cookies: owner.cookies,
    });
    expect(updated.data).toMatchObject({ id: target.member.id, role: "admin" });
    const unknownRole = await t.json<ErrorBody>("/organization/update-member-role", {
      body: { memberId: target.member.id, role: "emperor" },
      cookies: owner.cookies,
    });
    expect(unknownRole.status).toBe(400);
    const plain = await addedMember(t, organization.id, "member");
    const notAllowed = await t.json<ErrorBody>("/organization/update-member-role", {
      body: { memberId: target.member.id, role: "member", organizationId: organization.id },
      cookies: plain.cookies,
    });
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.data.message).toBe("You are not allowed to update this member");
    const ownerMember = await t.json<MemberBody>("/organization/get-active-member", {
      cookies: owner.cookies,
    });
    const demote = await t.json<ErrorBody>("/organization/update-member-role", {
      body: { memberId: ownerMember.data.id, role: "member" },
      cookies: owner.cookies,
    });
    expect(demote.status).toBe(400);
    expect(demote.data.message).toBe("You cannot leave the organization as the only owner");
  });

  it("lets a member leave (clearing the organization on all their sessions) but not the only owner", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const leaving = await addedMember(t, organization.id, "admin");
    const otherDevice = (
      await t.signIn({ email: leaving.email, password: "correct horse battery" })
    ).cookies;
    for (const cookies of [leaving.cookies, otherDevice])
      await t.json("/organization/set-active", {
        body: { organizationId: organization.id },
        cookies,
      });
    const left = await t.json<MemberBody>("/organization/leave", {
      body: { organizationId: organization.id },
      cookies: leaving.cookies,
    });
    expect(left.data.userId).toBe(leaving.user.id);
    for (const cookies of [leaving.cookies, otherDevice]) {
      const session = await t.json<SessionBody>("/get-session", { cookies });
      expect(session.data.session.activeOrganizationId ?? null).toBeNull();
    }
    const again = await t.json<ErrorBody>("/organization/leave", {
      body: { organizationId: organization.id },
      cookies: leaving.cookies,
    });
    expect(again.data.message).toBe("Member not found");
    const onlyOwner = await t.json<ErrorBody>("/organization/leave", {
      body: { organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(onlyOwner.status).toBe(400);
    expect(onlyOwner.data.message).toBe("You cannot leave the organization as the only owner");
  });
});

describe("membership limit", () => {
  it("refuses add-member past the limit with 403 'Organization membership limit reached'", async () => {
    const t = await serverWithOrganizations({ membershipLimit: 2 });
    const { organization } = await ownerWithOrganization(t);
    await addedMember(t, organization.id, "member");
    await expect(addedMember(t, organization.id, "member")).rejects.toMatchObject({
      status: "FORBIDDEN",
      body: { message: "Organization membership limit reached" },
    });
  });
});
