import type { Row } from "@tollgate/auth-server";
import { describe, expect, it } from "vitest";
import {
  addedMember,
  type ErrorBody,
  newUser,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
} from "./support/organization-server";
import { createTeam, type TeamBody } from "./support/teams";

interface TeamMemberBody {
  id: string;
  teamId: string;
  userId: string;
  createdAt: string;
}

type Cookies = Awaited<ReturnType<typeof newUser>>["cookies"];

const teamMembers = (t: OrganizationServer, cookies: Cookies, teamId: string) =>
  t.json<TeamMemberBody[] & ErrorBody>(
    `/organization/list-team-members?teamId=${encodeURIComponent(teamId)}`,
    { cookies },
  );

describe.each(testDatabases())("team members ($name)", (target) => {
  const server = serverOn(target);

  it("adds members of the organization to a team, lists them and removes them", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const member = await addedMember(t, organization.id, "member");
    const team = await createTeam(t, owner.cookies, "Red");
    const added = await t.json<TeamMemberBody>("/organization/add-team-member", {
      body: { teamId: team.id, userId: member.user.id },
      cookies: owner.cookies,
    });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ teamId: team.id, userId: member.user.id });
    const again = await t.json<TeamMemberBody>("/organization/add-team-member", {
      body: { teamId: team.id, userId: member.user.id },
      cookies: owner.cookies,
    });
    expect(again.data.id).toBe(added.data.id);
    // A plain member of the organization may read the team's members.
    const listed = await teamMembers(t, member.cookies, team.id);
    expect(listed.status).toBe(200);
    expect(listed.data.map((row) => row.userId)).toEqual([member.user.id]);
    const mine = await t.json<TeamBody[]>("/organization/list-user-teams", {
      cookies: member.cookies,
    });
    expect(mine.data.map((row) => row.id)).toEqual([team.id]);
    const removed = await t.json("/organization/remove-team-member", {
      body: { teamId: team.id, userId: member.user.id },
      cookies: owner.cookies,
    });
    expect(removed.data).toEqual({ message: "Team member removed successfully." });
    expect((await teamMembers(t, owner.cookies, team.id)).data).toEqual([]);
    const absent = await t.json<ErrorBody>("/organization/remove-team-member", {
      body: { teamId: team.id, userId: member.user.id },
      cookies: owner.cookies,
    });
    expect(absent.status).toBe(400);
    expect(absent.data).toMatchObject({ code: "USER_IS_NOT_A_MEMBER_OF_THE_TEAM" });
  });

  it("refuses a caller without team:update, an outsider and a foreign team", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const member = await addedMember(t, organization.id, "member");
    const team = await createTeam(t, owner.cookies, "Blue");
    // The member's session has no active organization: they name it.
    const byMember = await t.json<ErrorBody>("/organization/add-team-member", {
      body: { teamId: team.id, userId: member.user.id, organizationId: organization.id },
      cookies: member.cookies,
    });
    expect(byMember.status).toBe(403);
    expect(byMember.data.code).toBe("YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER");
    const admin = await addedMember(t, organization.id, "admin");
    const byAdmin = await t.json("/organization/add-team-member", {
      body: { teamId: team.id, userId: member.user.id, organizationId: organization.id },
      cookies: admin.cookies,
    });
    expect(byAdmin.status).toBe(200);
    const removeByMember = await t.json<ErrorBody>("/organization/remove-team-member", {
      body: { teamId: team.id, userId: member.user.id, organizationId: organization.id },
      cookies: member.cookies,
    });
    expect(removeByMember.status).toBe(403);
    expect(removeByMember.data.code).toBe("YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER");
    const outsider = await newUser(t);
    const notInOrganization = await t.json<ErrorBody>("/organization/add-team-member", {
      body: { teamId: team.id, userId: outsider.user.id },
      cookies: owner.cookies,
    });
    expect(notInOrganization.status).toBe(400);
    expect(notInOrganization.data).toMatchObject({
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      field: "userId",
    });
    const outsiderReads = await teamMembers(t, outsider.cookies, team.id);
    expect(outsiderReads.status).toBe(403);
    const other = await ownerWithOrganization(t);
    const foreignTeam = await createTeam(t, other.owner.cookies, "Theirs");
    const foreign = await t.json<ErrorBody>("/organization/add-team-member", {
      body: { teamId: foreignTeam.id, userId: member.user.id },
      cookies: owner.cookies,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.data).toMatchObject({ code: "TEAM_NOT_FOUND", field: "teamId" });
  });

  it("lists the active team's members without a teamId, and says when there is none", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const none = await t.json<ErrorBody>("/organization/list-team-members", {
      cookies: owner.cookies,
    });
    expect(none.status).toBe(400);
    expect(none.data.code).toBe("YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM");
    const team = await createTeam(t, owner.cookies, "Ops");
    await t.json("/organization/add-team-member", {
      body: { teamId: team.id, userId: owner.user.id },
      cookies: owner.cookies,
    });
    await t.json("/organization/set-active-team", {
      body: { teamId: team.id },
      cookies: owner.cookies,
    });
    const active = await t.json<TeamMemberBody[]>("/organization/list-team-members", {
      cookies: owner.cookies,
    });
    expect(active.data.map((row) => row.userId)).toEqual([owner.user.id]);
  });

  it("lists another member's teams for a caller with member:update only", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const member = await addedMember(t, organization.id, "member");
    const team = await createTeam(t, owner.cookies, "Green");
    await t.json("/organization/add-team-member", {
      body: { teamId: team.id, userId: member.user.id },
      cookies: owner.cookies,
    });
    const query = `?userId=${member.user.id}&organizationId=${organization.id}`;
    const byOwner = await t.json<TeamBody[]>(`/organization/list-user-teams${query}`, {
      cookies: owner.cookies,
    });
    expect(byOwner.data.map((row) => row.id)).toEqual([team.id]);
    const peer = await addedMember(t, organization.id, "member");
    const byPeer = await t.json<ErrorBody>(`/organization/list-user-teams${query}`, {
      cookies: peer.cookies,
    });
    expect(byPeer.status).toBe(403);
  });

  it("removes a member's team places when they leave the organization or the team goes", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const leaving = await addedMember(t, organization.id, "member");
    const staying = await addedMember(t, organization.id, "member");
    const first = await createTeam(t, owner.cookies, "First");
    const second = await createTeam(t, owner.cookies, "Second");
    for (const userId of [leaving.user.id, staying.user.id])
      for (const teamId of [first.id, second.id])
        await t.json("/organization/add-team-member", {
          body: { teamId, userId },
          cookies: owner.cookies,
        });
    const removed = await t.json("/organization/remove-member", {
      body: { memberIdOrEmail: leaving.user.email, organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(removed.status).toBe(200);
    const afterLeaving = await teamMembers(t, owner.cookies, first.id);
    expect(afterLeaving.data.map((row) => row.userId)).toEqual([staying.user.id]);
    await t.json("/organization/remove-team", {
      body: { teamId: first.id },
      cookies: owner.cookies,
    });
    const { adapter } = await t.auth.$context;
    const left = await adapter.findMany<TeamMemberBody & Row>({
      model: "teamMember",
      where: [{ field: "userId", operator: "in", value: [leaving.user.id, staying.user.id] }],
    });
    expect(left.map((row) => [row.userId, row.teamId])).toEqual([[staying.user.id, second.id]]);
  });

  it("keeps team names unique in an organization, not across organizations", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const red = await createTeam(t, owner.cookies, "Red");
    const blue = await createTeam(t, owner.cookies, "Blue");
    const duplicate = await t.json<ErrorBody>("/organization/create-team", {
      body: { name: "Red" },
      cookies: owner.cookies,
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.data).toEqual({
      code: "TEAM_ALREADY_EXISTS",
      message: "Team already exists",
      field: "name",
    });
    const renamed = await t.json<ErrorBody>("/organization/update-team", {
      body: { teamId: blue.id, data: { name: "Red" } },
      cookies: owner.cookies,
    });
    expect(renamed.status).toBe(400);
    expect(renamed.data).toMatchObject({ code: "TEAM_ALREADY_EXISTS", field: "name" });
    const same = await t.json<TeamBody>("/organization/update-team", {
      body: { teamId: red.id, data: { name: "Red" } },
      cookies: owner.cookies,
    });
    expect(same.status).toBe(200);
    const other = await ownerWithOrganization(t);
    await createTeam(t, other.owner.cookies, "Red");
  });
});
