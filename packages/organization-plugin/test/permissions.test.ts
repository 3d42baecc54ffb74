import { describe, expect, it } from "vitest";
import {
  addedMember,
  type ErrorBody,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
} from "./support/organization-server";

interface Setting {
  organizationId: string;
  victimMemberId: string;
  invitationId: string;
  teamId: string;
}

/** Each action as a request, given the organization it acts on. */
const actions: Record<string, (s: Setting) => { path: string; body: Record<string, unknown> }> = {
  "update the organization": (s) => ({
    path: "/organization/update",
    body: { organizationId: s.organizationId, data: { name: "Renamed" } },
  }),
  "delete the organization": (s) => ({
    path: "/organization/delete",
    body: { organizationId: s.organizationId },
  }),
  "invite a member": (s) => ({
    path: "/organization/invite-member",
    body: {
      organizationId: s.organizationId,
      email: `new-${crypto.randomUUID()}@example.com`,
      role: "member",
    },
  }),
  "cancel an invitation": (s) => ({
    path: "/organization/cancel-invitation",
    body: { invitationId: s.invitationId },
  }),
  "change a member's role": (s) => ({
    path: "/organization/update-member-role",
    body: { organizationId: s.organizationId, memberId: s.victimMemberId, role: "admin" },
  }),
  "remove a member": (s) => ({
    path: "/organization/remove-member",
    body: { organizationId: s.organizationId, memberIdOrEmail: s.victimMemberId },
  }),
  "create a team": (s) => ({
    path: "/organization/create-team",
    body: { organizationId: s.organizationId, name: "New team" },
  }),
  "update a team": (s) => ({
    path: "/organization/update-team",
    body: { teamId: s.teamId, data: { name: "Renamed team" } },
  }),
  "remove a team": (s) => ({
    path: "/organization/remove-team",
    body: { organizationId: s.organizationId, teamId: s.teamId },
  }),
};

type Outcome = "allowed" | [status: number, message: string];

const refusals: Record<string, [number, string]> = {
  "update the organization": [403, "You are not allowed to update this organization"],
  "delete the organization": [403, "You are not allowed to delete this organization"],
  "invite a member": [403, "You are not allowed to invite users to this organization"],
  "cancel an invitation": [403, "You are not allowed to cancel this invitation"],
  "change a member's role": [403, "You are not allowed to update this member"],
  "remove a member": [401, "You are not allowed to delete this member"],
  "create a team": [403, "You are not allowed to create teams in this organization"],
  "update a team": [403, "You are not allowed to update this team"],
  "remove a team": [403, "You are not allowed to delete teams in this organization"],
};

/** Spec §6: owner everything; admin everything but deleting the organization; member nothing. */
const expected = (role: string, action: string): Outcome => {
  if (role === "owner") return "allowed";
  if (role === "admin")
    return action === "delete the organization" ? (refusals[action] ?? "allowed") : "allowed";
  return refusals[action] ?? "allowed";
};

const table = ["owner", "admin", "member", "member,admin"].flatMap((role) =>
  Object.keys(actions).map((action) => ({
    role,
    action,
    outcome: expected(role === "member,admin" ? "admin" : role, action),
  })),
);

async function setting(t: OrganizationServer, role: string) {
  const { owner, organization } = await ownerWithOrganization(t);
  const actor = await addedMember(t, organization.id, role);
  const victim = await addedMember(t, organization.id, "member");
  const invitation = await t.json<{ id: string }>("/organization/invite-member", {
    body: { email: `pending-${crypto.randomUUID()}@example.com`, role: "member" },
    cookies: owner.cookies,
  });
  const teams = [];
  for (const name of ["Red", "Blue"])
    teams.push(
      await t.json<{ id: string }>("/organization/create-team", {
        body: { name },
        cookies: owner.cookies,
      }),
    );
  return {
    actor,
    setting: {
      organizationId: organization.id,
      victimMemberId: victim.member.id,
      invitationId: invitation.data.id,
      teamId: teams[0]?.data.id ?? "",
    },
  };
}

describe.each(testDatabases())("role × action ($name)", (target) => {
  const server = serverOn(target);

  it.each(table)("$role: $action → $outcome", async ({ role, action, outcome }) => {
    const t = server();
    const { actor, setting: s } = await setting(t, role);
    const request = actions[action]?.(s);
    if (!request) throw new Error(`no request for ${action}`);
    const { status, data } = await t.json<ErrorBody>(request.path, {
      body: request.body,
      cookies: actor.cookies,
    });
    if (outcome === "allowed") expect(status, JSON.stringify(data)).toBe(200);
    else
      expect({ status, message: data.message }).toEqual({
        status: outcome[0],
        message: outcome[1],
      });
  });
});
