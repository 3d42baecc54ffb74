import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
  verifiedUser,
} from "./support/organization-server";

// An invitation is answered once. An accept and a reject (by the invitee on another device), or
// an accept and a cancel (by the owner), of one invitation at the same moment: exactly one
// succeeds, and the invitation's status and the memberships say which.

const ROUNDS = [1, 2, 3];

async function stateOf(t: OrganizationServer, invitationId: string, organizationId: string) {
  const { adapter } = await t.auth.$context;
  const [invitation, members] = await adapter.readAll([
    { findOne: { model: "invitation", where: [{ field: "id", value: invitationId }] } },
    { count: { model: "member", where: [{ field: "organizationId", value: organizationId }] } },
  ]);
  return { status: invitation?.status, members };
}

describe.each(testDatabases())("an invitation answered twice at once ($name)", (target) => {
  const server = serverOn(target);

  /** Invites a new verified user, then sends the accept and `other` at once. */
  async function race(other: "reject" | "cancel") {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const otherDevice = t.newBrowser();
    await t.signIn({ email: invitee.email, password: "correct horse battery" }, otherDevice);
    const invited = await t.json<{ id: string }>("/organization/invite-member", {
      body: { email: invitee.email, role: "member" },
      cookies: owner.cookies,
    });
    const invitationId = invited.data.id;
    const [accepted, answered] = await Promise.all([
      t.json<ErrorBody>("/organization/accept-invitation", {
        body: { invitationId },
        cookies: invitee.cookies,
      }),
      t.json<ErrorBody>(`/organization/${other}-invitation`, {
        body: { invitationId },
        cookies: other === "reject" ? otherDevice : owner.cookies,
      }),
    ]);
    expect([accepted.status, answered.status].sort()).toEqual([200, 400]);
    const state = await stateOf(t, invitationId, organization.id);
    if (accepted.status === 200) expect(state).toEqual({ status: "accepted", members: 2 });
    else
      expect(state).toEqual({ status: other === "reject" ? "rejected" : "canceled", members: 1 });
  }

  it.each(ROUNDS)("accept and reject: one of them (round %i)", () => race("reject"));
  it.each(ROUNDS)("accept and cancel: one of them (round %i)", () => race("cancel"));
});
