// The team endpoints read the caller's membership together with what they act on (the team, the
// user's membership, the user's place in the team) in one read, then check. These pin each
// refusal, and which one wins when several apply, to what they were when each was read in turn.

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

type Cookies = Awaited<ReturnType<typeof newUser>>["cookies"];

/** The status and error of a call, for comparing refusals. */
async function refusal(
  t: OrganizationServer,
  path: string,
  cookies: Cookies,
  init: { body?: Record<string, unknown>; query?: Record<string, string> },
) {
  const { status, data } = await t.json<ErrorBody & { field?: string }>(path, {
    cookies,
    ...init,
  });
  return { status, code: data.code, field: data.field };
}

describe.each(testDatabases())("team refusals and their order ($name)", (target) => {
  const server = serverOn(target);

  it("list-team-members: an unknown team is 400 naming teamId, an outsider 403", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const team = await createTeam(t, owner.cookies, "Red");
    const outsider = await newUser(t);
    expect(
      await refusal(t, "/organization/list-team-members", outsider.cookies, {
        query: { teamId: "no-such-team" },
      }),
    ).toEqual({ status: 400, code: "TEAM_NOT_FOUND", field: "teamId" });
    expect(
      await refusal(t, "/organization/list-team-members", outsider.cookies, {
        query: { teamId: team.id },
      }),
    ).toEqual({ status: 403, code: "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION", field: undefined });
  });

  it("list-user-teams: another organization, another user who is no member, an outsider asking", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const other = await ownerWithOrganization(t);
    expect(
      await refusal(t, "/organization/list-user-teams", owner.cookies, {
        query: { organizationId: other.organization.id },
      }),
    ).toEqual({ status: 403, code: "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION", field: undefined });
    const stranger = await newUser(t);
    expect(
      await refusal(t, "/organization/list-user-teams", owner.cookies, {
        query: { userId: stranger.user.id, organizationId: organization.id },
      }),
    ).toEqual({
      status: 400,
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      field: "userId",
    });
    // The caller's membership is checked before the user's.
    expect(
      await refusal(t, "/organization/list-user-teams", other.owner.cookies, {
        query: { userId: stranger.user.id, organizationId: organization.id },
      }),
    ).toEqual({
      status: 403,
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      field: undefined,
    });
  });

  it("add-team-member: the caller's permission, then the user's membership, then the team", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const plain = await addedMember(t, organization.id, "member");
    const stranger = await newUser(t);
    const add = (cookies: Cookies, teamId: string, userId: string) =>
      refusal(t, "/organization/add-team-member", cookies, {
        body: { teamId, userId, organizationId: organization.id },
      });
    expect(await add(plain.cookies, "no-such-team", stranger.user.id)).toEqual({
      status: 403,
      code: "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER",
      field: undefined,
    });
    expect(await add(owner.cookies, "no-such-team", stranger.user.id)).toEqual({
      status: 400,
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      field: "userId",
    });
    expect(await add(owner.cookies, "no-such-team", plain.user.id)).toEqual({
      status: 400,
      code: "TEAM_NOT_FOUND",
      field: "teamId",
    });
  });

  it("remove-team-member: a member of the organization outside the team is 400 naming userId", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const plain = await addedMember(t, organization.id, "member");
    const team = await createTeam(t, owner.cookies, "Blue");
    expect(
      await refusal(t, "/organization/remove-team-member", owner.cookies, {
        body: { teamId: team.id, userId: plain.user.id },
      }),
    ).toEqual({ status: 400, code: "USER_IS_NOT_A_MEMBER_OF_THE_TEAM", field: "userId" });
  });

  it("update-team and remove-team: an outsider is refused before the team is looked at", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const team = await createTeam(t, owner.cookies, "Green");
    const other = await ownerWithOrganization(t);
    expect(
      await refusal(t, "/organization/update-team", other.owner.cookies, {
        body: { teamId: team.id, data: { name: "Mine" } },
      }),
    ).toEqual({ status: 403, code: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM", field: undefined });
    expect(
      await refusal(t, "/organization/remove-team", other.owner.cookies, {
        body: { teamId: "no-such-team", organizationId: organization.id },
      }),
    ).toEqual({ status: 403, code: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM", field: undefined });
    // Their own organization's call about this team: it is not one of theirs.
    expect(
      await refusal(t, "/organization/remove-team", other.owner.cookies, {
        body: { teamId: team.id },
      }),
    ).toEqual({ status: 400, code: "TEAM_NOT_FOUND", field: undefined });
    const { data } = await t.json<TeamBody[]>("/organization/list-teams", {
      cookies: owner.cookies,
    });
    expect(data.map(({ name }) => name)).toContain("Green");
  });
});
