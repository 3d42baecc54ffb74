import type { DatabaseHooks } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization } from "../src/index";
import type { OrganizationHooks } from "../src/organization-hooks";
import {
  addedMember,
  type ErrorBody,
  type MemberBody,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  type TestDatabase,
  testDatabases,
  verifiedUser,
} from "./support/organization-server";

// Removals and role changes that put no owner at stake read once and write once, without the
// organization's lock, each write conditional on the member as read. When the member changed
// in between (here: inside the hooks that run between the read and the write), the write
// matches nothing and the call is decided again under the lock, on the member as it is then.
// An accept re-reads its invitation under the lock, so one canceled meanwhile makes no member.

/** What a hook does once, between a call's read and its write (then it is cleared). */
let meanwhile: (() => Promise<void>) | null = null;
const runMeanwhile = async () => {
  const change = meanwhile;
  meanwhile = null;
  await change?.();
};

const organizationHooks: OrganizationHooks = {
  beforeRemoveMember: runMeanwhile,
  beforeAcceptInvitation: runMeanwhile,
};

/** The app's hook on member updates runs right before update-member-role's write. */
const databaseHooks: DatabaseHooks = { member: { update: { before: runMeanwhile } } };

const setRole = async (t: OrganizationServer, memberId: string, role: string) => {
  const { adapter } = await t.auth.$context;
  await adapter.update({
    model: "member",
    where: [{ field: "id", value: memberId }],
    update: { role },
  });
};

const findMemberRow = async (t: OrganizationServer, memberId: string) => {
  const { adapter } = await t.auth.$context;
  return adapter.findOne({ model: "member", where: [{ field: "id", value: memberId }] });
};

describe.each(testDatabases())("a member changed meanwhile ($name)", (target) => {
  const server = serverOn(target, { organizationHooks });

  it("remove-member: a member made the only owner meanwhile stays, with their team and active organization", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const ownerMember = (await findMemberRowOf(t, organization.id, owner.user.id))?.id ?? "";
    const removed = await addedMember(t, organization.id, "member");
    await t.json("/organization/set-active", {
      body: { organizationId: organization.id },
      cookies: removed.cookies,
    });
    const team = await t.json<{ id: string }>("/organization/create-team", {
      body: { name: "Red", organizationId: organization.id },
      cookies: owner.cookies,
    });
    await t.json("/organization/add-team-member", {
      body: { teamId: team.data.id, userId: removed.user.id, organizationId: organization.id },
      cookies: owner.cookies,
    });
    // Between the read and the write, the member becomes the owner and the caller an admin.
    meanwhile = async () => {
      await setRole(t, removed.member.id, "owner");
      await setRole(t, ownerMember, "admin");
    };
    const { status, data } = await t.json<ErrorBody>("/organization/remove-member", {
      body: { memberIdOrEmail: removed.member.id, organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(status).toBe(403);
    expect(data.message).toBe("You are not allowed to delete this member");
    expect(await findMemberRow(t, removed.member.id)).toMatchObject({ role: "owner" });
    const teams = await t.json<{ id: string }[]>("/organization/list-user-teams", {
      cookies: removed.cookies,
    });
    expect(teams.data.map((row) => row.id)).toEqual([team.data.id]);
    const session = await t.json<{ session: { activeOrganizationId: string | null } }>(
      "/get-session",
      { cookies: removed.cookies },
    );
    expect(session.data.session.activeOrganizationId).toBe(organization.id);
  });

  it("remove-member: an owner demoted meanwhile no longer removes an owner", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const ownerMember = (await findMemberRowOf(t, organization.id, owner.user.id))?.id ?? "";
    const coOwner = await addedMember(t, organization.id, "owner");
    meanwhile = () => setRole(t, ownerMember, "admin");
    const { status, data } = await t.json<ErrorBody>("/organization/remove-member", {
      body: { memberIdOrEmail: coOwner.member.id, organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(status).toBe(403);
    expect(data.message).toBe("You are not allowed to delete this member");
    expect(await findMemberRow(t, coOwner.member.id)).toMatchObject({ role: "owner" });
  });

  it("remove-member: a member removed meanwhile answers 400 'Member not found'", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const removed = await addedMember(t, organization.id, "member");
    meanwhile = async () => {
      const { adapter } = await t.auth.$context;
      await adapter.delete({ model: "member", where: [{ field: "id", value: removed.member.id }] });
    };
    const { status, data } = await t.json<ErrorBody>("/organization/remove-member", {
      body: { memberIdOrEmail: removed.member.id, organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(status).toBe(400);
    expect(data.message).toBe("Member not found");
  });

  it("accept-invitation: an invitation canceled meanwhile makes no member", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const invited = await t.json<{ id: string }>("/organization/invite-member", {
      body: { email: invitee.email, role: "member" },
      cookies: owner.cookies,
    });
    meanwhile = async () => {
      await t.json("/organization/cancel-invitation", {
        body: { invitationId: invited.data.id },
        cookies: owner.cookies,
      });
    };
    const { status, data } = await t.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(status).toBe(400);
    expect(data.message).toBe("Invitation not found");
    expect(await findMemberRowOf(t, organization.id, invitee.user.id)).toBeNull();
  });

  it("get-invitation names an inviter who belongs to several organizations, until they leave this one", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const inviter = await addedMember(t, organization.id, "admin");
    // The inviter's own organization, created after they joined this one.
    await t.json("/organization/create", {
      body: { name: "Elsewhere", slug: `elsewhere-${crypto.randomUUID().slice(0, 8)}` },
      cookies: inviter.cookies,
    });
    const invitee = await verifiedUser(t);
    const invited = await t.json<{ id: string }>("/organization/invite-member", {
      body: { email: invitee.email, role: "member", organizationId: organization.id },
      cookies: inviter.cookies,
    });
    const shown = await t.json<{ inviterEmail: string; organizationName: string }>(
      `/organization/get-invitation?id=${invited.data.id}`,
      { cookies: invitee.cookies },
    );
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ inviterEmail: inviter.email, organizationName: "Acme" });
    await t.json("/organization/remove-member", {
      body: { memberIdOrEmail: inviter.member.id, organizationId: organization.id },
      cookies: owner.cookies,
    });
    const gone = await t.json<ErrorBody>(`/organization/get-invitation?id=${invited.data.id}`, {
      cookies: invitee.cookies,
    });
    expect(gone.status).toBe(400);
    expect(gone.data.message).toBe("Inviter is no longer a member of the organization");
  });
});

describe.each(testDatabases())("a role changed meanwhile ($name)", (target) => {
  let database: TestDatabase | undefined;
  let t: OrganizationServer | undefined;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestAuth({
      plugins: [organization()],
      databaseHooks,
      database: { db: database.db, type: database.dialect },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("update-member-role: a member made an owner meanwhile is not demoted by an admin", async () => {
    const server = t as OrganizationServer;
    const { organization } = await ownerWithOrganization(server);
    const admin = await addedMember(server, organization.id, "admin");
    const changed = await addedMember(server, organization.id, "member");
    meanwhile = () => setRole(server, changed.member.id, "owner");
    const { status, data } = await server.json<ErrorBody & MemberBody>(
      "/organization/update-member-role",
      {
        body: { memberId: changed.member.id, role: "admin", organizationId: organization.id },
        cookies: admin.cookies,
      },
    );
    expect(status).toBe(403);
    expect(data.message).toBe("You are not allowed to update this member");
    expect(await findMemberRow(server, changed.member.id)).toMatchObject({ role: "owner" });
  });

  it("update-member-role: an owner demoted meanwhile no longer demotes an owner", async () => {
    const server = t as OrganizationServer;
    const { owner, organization } = await ownerWithOrganization(server);
    const ownerMember = (await findMemberRowOf(server, organization.id, owner.user.id))?.id ?? "";
    const coOwner = await addedMember(server, organization.id, "owner");
    meanwhile = () => setRole(server, ownerMember, "admin");
    const { status, data } = await server.json<ErrorBody>("/organization/update-member-role", {
      body: { memberId: coOwner.member.id, role: "member", organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(status).toBe(403);
    expect(data.message).toBe("You are not allowed to update this member");
    expect(await findMemberRow(server, coOwner.member.id)).toMatchObject({ role: "owner" });
  });
});

async function findMemberRowOf(t: OrganizationServer, organizationId: string, userId: string) {
  const { adapter } = await t.auth.$context;
  return adapter.findOne<{ id: string }>({
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: userId },
    ],
  });
}
