import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  type MemberBody,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
  verifiedUser,
} from "./support/organization-server";

interface InvitationBody {
  id: string;
  teamId: string | null;
}

interface TeamMemberBody {
  teamId: string;
  userId: string;
}

interface SessionBody {
  session: { activeOrganizationId: string | null; activeTeamId: string | null };
}

const createTeam = async (t: OrganizationServer, cookies: CookieCarrier, name: string) => {
  const { status, data } = await t.json<{ id: string }>("/organization/create-team", {
    body: { name },
    cookies,
  });
  if (status !== 200) throw new Error(`create-team failed: ${status} ${JSON.stringify(data)}`);
  return data.id;
};

const inviteToTeams = (
  t: OrganizationServer,
  cookies: CookieCarrier,
  email: string,
  teamId: string | string[],
) =>
  t.json<InvitationBody & ErrorBody>("/organization/invite-member", {
    body: { email, role: "member", teamId },
    cookies,
  });

const accept = (t: OrganizationServer, cookies: CookieCarrier, invitationId: string) =>
  t.json<{ member: MemberBody } & ErrorBody>("/organization/accept-invitation", {
    body: { invitationId },
    cookies,
  });

const teamMemberIds = async (t: OrganizationServer, cookies: CookieCarrier, teamId: string) => {
  const { data } = await t.json<TeamMemberBody[]>(
    `/organization/list-team-members?teamId=${encodeURIComponent(teamId)}`,
    { cookies },
  );
  return data.map((row) => row.userId);
};

describe.each(testDatabases())("invitations to a team ($name)", (target) => {
  const server = serverOn(target);

  it("accepting an invitation made with a teamId adds the invitee to that team and makes it the active team", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const teamId = await createTeam(t, owner.cookies, "Support");
    const invitee = await verifiedUser(t);
    const invited = await inviteToTeams(t, owner.cookies, invitee.email, teamId);
    expect(invited.status).toBe(200);
    expect(invited.data.teamId).toBe(teamId);
    const accepted = await accept(t, invitee.cookies, invited.data.id);
    expect(accepted.status).toBe(200);
    expect(await teamMemberIds(t, owner.cookies, teamId)).toEqual([invitee.user.id]);
    const session = await t.json<SessionBody>("/get-session", { cookies: invitee.cookies });
    expect(session.data.session.activeTeamId).toBe(teamId);
  });

  it("an invitation to several teams (Better Auth's list form) adds the invitee to each, none active", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const red = await createTeam(t, owner.cookies, "Red");
    const blue = await createTeam(t, owner.cookies, "Blue");
    const invitee = await verifiedUser(t);
    const invited = await inviteToTeams(t, owner.cookies, invitee.email, [red, blue]);
    expect(invited.status).toBe(200);
    expect(invited.data.teamId).toBe(`${red},${blue}`);
    expect((await accept(t, invitee.cookies, invited.data.id)).status).toBe(200);
    expect(await teamMemberIds(t, owner.cookies, red)).toEqual([invitee.user.id]);
    expect(await teamMemberIds(t, owner.cookies, blue)).toEqual([invitee.user.id]);
    const session = await t.json<SessionBody>("/get-session", { cookies: invitee.cookies });
    expect(session.data.session.activeTeamId).toBeNull();
  });

  it("an invitation without a team adds no team places", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const teamId = await createTeam(t, owner.cookies, "Quiet");
    const invitee = await verifiedUser(t);
    const invited = await t.json<InvitationBody>("/organization/invite-member", {
      body: { email: invitee.email, role: "member" },
      cookies: owner.cookies,
    });
    expect((await accept(t, invitee.cookies, invited.data.id)).status).toBe(200);
    expect(await teamMemberIds(t, owner.cookies, teamId)).toEqual([]);
  });

  it("refuses a team of another organization and an id with a comma, naming teamId", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const other = await ownerWithOrganization(t, "Elsewhere");
    const foreignTeam = await createTeam(t, other.owner.cookies, "Theirs");
    const invitee = await verifiedUser(t);
    const foreign = await inviteToTeams(t, owner.cookies, invitee.email, foreignTeam);
    expect(foreign.status).toBe(400);
    expect(foreign.data).toMatchObject({ code: "TEAM_NOT_FOUND", field: "teamId" });
    const comma = await inviteToTeams(t, owner.cookies, invitee.email, "a,b");
    expect(comma.status).toBe(400);
    expect(comma.data).toMatchObject({ code: "INVALID_TEAM_ID", field: "teamId" });
  });

  it("a team removed after the invitation was sent refuses the accept and leaves the invitation open", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    await createTeam(t, owner.cookies, "Stays");
    const gone = await createTeam(t, owner.cookies, "Goes");
    const invitee = await verifiedUser(t);
    const invited = await inviteToTeams(t, owner.cookies, invitee.email, gone);
    const removed = await t.json("/organization/remove-team", {
      body: { teamId: gone },
      cookies: owner.cookies,
    });
    expect(removed.status).toBe(200);
    const refused = await accept(t, invitee.cookies, invited.data.id);
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe("TEAM_NOT_FOUND");
    const invitation = await t.json<{ status: string }>(
      `/organization/get-invitation?id=${encodeURIComponent(invited.data.id)}`,
      { cookies: invitee.cookies },
    );
    expect(invitation.data.status).toBe("pending");
  });
});
