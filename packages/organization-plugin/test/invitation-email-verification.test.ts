import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  markEmailVerified,
  newUser,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
} from "./support/organization-server";

// An invitation is addressed to an email. An unverified address proves nothing: anyone can sign
// up with an address they do not own, or (core's change-email, which changes an unverified
// account's address at once) change their email to it. So answering, viewing and listing
// invitations need a verified email unless requireEmailVerificationOnInvitation is off.

const ANSWERING = {
  code: "EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION",
  message: "Email verification required before accepting or rejecting invitation",
};
const VIEWING = {
  code: "EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION",
  message: "Email verification required to view or list invitations for the session email",
};

/** An invitation of `email` (default: an address no account has yet) to a new organization. */
async function invitationTo(
  t: OrganizationServer,
  email = `invited-${crypto.randomUUID()}@example.com`,
) {
  const { owner, organization } = await ownerWithOrganization(t);
  const invited = await t.json<{ id: string }>("/organization/invite-member", {
    body: { email, role: "admin" },
    cookies: owner.cookies,
  });
  expect(invited.status).toBe(200);
  return { email, invitationId: invited.data.id, organizationId: organization.id };
}

/** A new, unverified account that changed its email to `email`. */
async function takerOf(t: OrganizationServer, email: string) {
  const taker = await newUser(t);
  const changed = await t.json("/change-email", {
    body: { newEmail: email },
    cookies: taker.cookies,
  });
  expect(changed.status).toBe(200);
  return taker;
}

/** The four calls about an invitation that its recipient makes, as [path, init] of t.json. */
const calls = (invitationId: string, cookies: CookieCarrier) =>
  ({
    accept: ["/organization/accept-invitation", { body: { invitationId }, cookies }],
    reject: ["/organization/reject-invitation", { body: { invitationId }, cookies }],
    get: ["/organization/get-invitation", { query: { id: invitationId }, cookies }],
    list: ["/organization/list-user-invitations", { cookies }],
  }) as const;

describe.each(testDatabases())("invitations need a verified email ($name)", (target) => {
  const server = serverOn(target, {}, { user: { changeEmail: { enabled: true } } });

  it("an unverified user who changed their email to the invited address cannot accept, reject, view or list the invitation (403)", async () => {
    const t = server();
    const { email, invitationId, organizationId } = await invitationTo(t);
    const taker = await takerOf(t, email);
    const { accept, reject, get, list } = calls(invitationId, taker.cookies);
    for (const [path, init] of [accept, reject]) {
      const { status, data } = await t.json<ErrorBody>(path, init);
      expect({ path, status, data }).toEqual({ path, status: 403, data: ANSWERING });
    }
    for (const [path, init] of [get, list]) {
      const { status, data } = await t.json<ErrorBody>(path, init);
      expect({ path, status, data }).toEqual({ path, status: 403, data: VIEWING });
    }
    const { adapter } = await t.auth.$context;
    const invitation = await adapter.findOne<{ status: string }>({
      model: "invitation",
      where: [{ field: "id", value: invitationId }],
    });
    expect(invitation?.status).toBe("pending");
    expect(
      await adapter.count({
        model: "member",
        where: [
          { field: "organizationId", value: organizationId },
          { field: "userId", value: taker.user.id },
        ],
      }),
    ).toBe(0);
  });

  it("the same user accepts once the address is verified", async () => {
    const t = server();
    const { email, invitationId } = await invitationTo(t);
    const invitee = await takerOf(t, email);
    await markEmailVerified(t, invitee.user.id);
    const { get, list, accept } = calls(invitationId, invitee.cookies);
    expect((await t.json(...get)).status).toBe(200);
    expect((await t.json<{ id: string }[]>(...list)).data.map((i) => i.id)).toEqual([invitationId]);
    const accepted = await t.json<{ member: { role: string } }>(...accept);
    expect(accepted.status).toBe(200);
    expect(accepted.data.member.role).toBe("admin");
  });
});

describe.each(testDatabases())("requireEmailVerificationOnInvitation: false ($name)", (target) => {
  const server = serverOn(target, { requireEmailVerificationOnInvitation: false });

  it("lets an unverified invitee view, list, reject and accept invitations", async () => {
    const t = server();
    const invitee = await newUser(t);
    const declined = await invitationTo(t, invitee.email);
    const joined = await invitationTo(t, invitee.email);
    const { get, list, reject } = calls(declined.invitationId, invitee.cookies);
    expect((await t.json(...get)).status).toBe(200);
    const listed = await t.json<{ id: string }[]>(...list);
    expect(listed.data.map((i) => i.id).sort()).toEqual(
      [declined.invitationId, joined.invitationId].sort(),
    );
    expect((await t.json(...reject)).status).toBe(200);
    const accepted = await t.json(...calls(joined.invitationId, invitee.cookies).accept);
    expect(accepted.status).toBe(200);
  });
});
