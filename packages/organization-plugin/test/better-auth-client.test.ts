// Better Auth's own client and its organizationClient (from npm) over real HTTP against a
// Tollgate server with this plugin: an app written for Better Auth's organization plugin runs unchanged.

import { browserHttpFetch, listen } from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { organizationClient } from "better-auth/client/plugins";
import { describe, expect, it, onTestFinished } from "vitest";
import { markEmailVerified, serverWithOrganizations } from "./support/organization-server";

const PASSWORD = "correct horse battery";

function betterAuthClient(baseURL: string) {
  return createAuthClient({
    baseURL,
    plugins: [organizationClient({ teams: { enabled: true } })],
    fetchOptions: { customFetchImpl: browserHttpFetch() },
  });
}

describe("Better Auth's organizationClient against this plugin", () => {
  it("creates, lists, sets active, invites, accepts, lists members and manages teams", async () => {
    const { auth } = await serverWithOrganizations();
    const http = await listen(auth);
    onTestFinished(http.close);
    const owner = betterAuthClient(http.url);
    const invitee = betterAuthClient(http.url);
    await owner.signUp.email({ email: "ba-owner@example.com", password: PASSWORD, name: "Owner" });
    const signedUp = await invitee.signUp.email({
      email: "ba-invitee@example.com",
      password: PASSWORD,
      name: "Invitee",
    });
    // Invitations are answered by verified addresses only (requireEmailVerificationOnInvitation).
    await markEmailVerified({ auth }, signedUp.data?.user.id ?? "");

    const created = await owner.organization.create({ name: "BA Org", slug: "ba-org" });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ name: "BA Org", slug: "ba-org" });
    const organizationId = created.data?.id ?? "";

    const slug = await owner.organization.checkSlug({ slug: "ba-org" });
    expect(slug.error).toMatchObject({ status: 400, message: "slug is taken" });

    const list = await owner.organization.list();
    expect(list.data?.map((o) => o.id)).toEqual([organizationId]);

    const active = await owner.organization.setActive({ organizationId });
    expect(active.data).toMatchObject({ id: organizationId });
    const full = await owner.organization.getFullOrganization();
    expect(full.data?.members).toHaveLength(1);

    const invitation = await owner.organization.inviteMember({
      email: "ba-invitee@example.com",
      role: "admin",
    });
    expect(invitation.error).toBeNull();
    const invitationId = invitation.data?.id ?? "";
    const shown = await invitee.organization.getInvitation({ query: { id: invitationId } });
    expect(shown.data).toMatchObject({
      organizationSlug: "ba-org",
      inviterEmail: "ba-owner@example.com",
    });
    const accepted = await invitee.organization.acceptInvitation({ invitationId });
    expect(accepted.error).toBeNull();
    expect(accepted.data?.member).toMatchObject({ role: "admin", organizationId });

    const members = await owner.organization.listMembers();
    expect(members.data?.members.map((m) => m.user.email).sort()).toEqual([
      "ba-invitee@example.com",
      "ba-owner@example.com",
    ]);
    const activeMember = await invitee.organization.getActiveMember();
    expect(activeMember.data).toMatchObject({ role: "admin" });

    const team = await owner.organization.createTeam({ name: "Core" });
    expect(team.data).toMatchObject({ name: "Core", organizationId });
    const teams = await invitee.organization.listTeams();
    expect(teams.data?.map((t) => t.name)).toEqual(["Core"]);

    const refused = await invitee.organization.delete({ organizationId });
    expect(refused.error).toMatchObject({
      status: 403,
      message: "You are not allowed to delete this organization",
    });
  });

  it("inviteMember with a teamId: accepting puts the invitee in that team, and it becomes active", async () => {
    const { auth } = await serverWithOrganizations();
    const http = await listen(auth);
    onTestFinished(http.close);
    const owner = betterAuthClient(http.url);
    const invitee = betterAuthClient(http.url);
    await owner.signUp.email({ email: "ba-lead@example.com", password: PASSWORD, name: "Lead" });
    const signedUp = await invitee.signUp.email({
      email: "ba-joiner@example.com",
      password: PASSWORD,
      name: "Joiner",
    });
    await markEmailVerified({ auth }, signedUp.data?.user.id ?? "");
    await owner.organization.create({ name: "BA Teams", slug: "ba-teams" });
    const team = await owner.organization.createTeam({ name: "Support" });
    const teamId = team.data?.id ?? "";
    const invitation = await owner.organization.inviteMember({
      email: "ba-joiner@example.com",
      role: "member",
      teamId,
    });
    expect(invitation.error).toBeNull();
    const accepted = await invitee.organization.acceptInvitation({
      invitationId: invitation.data?.id ?? "",
    });
    expect(accepted.error).toBeNull();
    const mine = await invitee.organization.listUserTeams();
    expect(mine.data?.map((row) => row.id)).toEqual([teamId]);
    const session = await invitee.getSession();
    expect(session.data?.session).toMatchObject({ activeTeamId: teamId });
  });
});
