import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import type { InvitationEmail } from "../src/options";
import {
  addedMember,
  type ErrorBody,
  type MemberBody,
  newUser,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  serverWithOrganizations,
  testDatabases,
  verifiedUser,
} from "./support/organization-server";

interface InvitationBody {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: string;
  inviterId: string;
  expiresAt: string;
}

async function invite(
  t: OrganizationServer,
  cookies: CookieCarrier,
  email: string,
  role = "member",
  organizationId?: string,
) {
  return t.json<InvitationBody>("/organization/invite-member", {
    body: { email, role, ...(organizationId ? { organizationId } : {}) },
    cookies,
  });
}

describe.each(testDatabases())("invitations ($name)", (target) => {
  const sent: InvitationEmail[] = [];
  const server = serverOn(target, { sendInvitationEmail: (mail) => void sent.push(mail) });

  it("invites, shows the invitation to the invitee, and accepting makes a member with that organization active", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const invited = await invite(t, owner.cookies, invitee.email.toUpperCase(), "admin");
    expect(invited.status).toBe(200);
    expect(invited.data).toMatchObject({
      email: invitee.email,
      role: "admin",
      status: "pending",
      inviterId: owner.user.id,
    });
    const expiresIn = new Date(invited.data.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(172_790_000);
    expect(expiresIn).toBeLessThanOrEqual(172_800_000);
    expect(sent.at(-1)).toMatchObject({
      id: invited.data.id,
      email: invitee.email,
      organization: { id: organization.id },
    });

    const shown = await t.json("/organization/get-invitation", {
      query: { id: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(shown.data).toMatchObject({
      id: invited.data.id,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      inviterEmail: owner.email,
    });
    const mine = await t.json<InvitationBody[]>("/organization/list-user-invitations", {
      cookies: invitee.cookies,
    });
    expect(mine.data.map((i) => i.id)).toEqual([invited.data.id]);
    const listed = await t.json<InvitationBody[]>("/organization/list-invitations", {
      cookies: owner.cookies,
    });
    expect(listed.data.map((i) => i.id)).toEqual([invited.data.id]);

    const accepted = await t.json<{ invitation: InvitationBody; member: MemberBody }>(
      "/organization/accept-invitation",
      { body: { invitationId: invited.data.id }, cookies: invitee.cookies },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.data.invitation.status).toBe("accepted");
    expect(accepted.data.member).toMatchObject({
      organizationId: organization.id,
      userId: invitee.user.id,
      role: "admin",
    });
    const session = await t.json<{ session: { activeOrganizationId: string } }>("/get-session", {
      cookies: invitee.cookies,
    });
    expect(session.data.session.activeOrganizationId).toBe(organization.id);
    const again = await t.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe("Invitation not found");
  });

  it("lets only the invitee accept, reject or view (403 'You are not the recipient of the invitation')", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const stranger = await newUser(t);
    const invited = await invite(t, owner.cookies, invitee.email);
    for (const [path, init] of [
      ["/organization/accept-invitation", { body: { invitationId: invited.data.id } }],
      ["/organization/reject-invitation", { body: { invitationId: invited.data.id } }],
      ["/organization/get-invitation", { query: { id: invited.data.id } }],
    ] as const) {
      const { status, data } = await t.json<ErrorBody>(path, {
        ...init,
        cookies: stranger.cookies,
      });
      expect(status).toBe(403);
      expect(data.message).toBe("You are not the recipient of the invitation");
    }
  });

  it("rejects an invitation, which can then no longer be accepted", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const invited = await invite(t, owner.cookies, invitee.email);
    const rejected = await t.json<{ invitation: InvitationBody; member: null }>(
      "/organization/reject-invitation",
      {
        body: { invitationId: invited.data.id },
        cookies: invitee.cookies,
      },
    );
    expect(rejected.data).toMatchObject({ invitation: { status: "rejected" }, member: null });
    const accept = await t.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(accept.status).toBe(400);
  });

  it("reject-invitation of an unknown or answered invitation answers 400 'Invitation not found!' (spec §8, General), accept's keeps no '!'", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const withBang = { code: "INVITATION_NOT_FOUND_EXCLAMATION", message: "Invitation not found!" };
    const unknown = await t.json<ErrorBody>("/organization/reject-invitation", {
      body: { invitationId: "no-such-invitation" },
      cookies: invitee.cookies,
    });
    expect({ status: unknown.status, data: unknown.data }).toEqual({ status: 400, data: withBang });
    const invited = await invite(t, owner.cookies, invitee.email);
    const body = { invitationId: invited.data.id };
    expect(
      (await t.json("/organization/reject-invitation", { body, cookies: invitee.cookies })).status,
    ).toBe(200);
    const again = await t.json<ErrorBody>("/organization/reject-invitation", {
      body,
      cookies: invitee.cookies,
    });
    expect({ status: again.status, data: again.data }).toEqual({ status: 400, data: withBang });
    const accept = await t.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: "no-such-invitation" },
      cookies: invitee.cookies,
    });
    expect(accept.data).toEqual({ code: "INVITATION_NOT_FOUND", message: "Invitation not found" });
  });

  it("cancels an invitation (owner), refusing a plain member with 403", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const plain = await addedMember(t, organization.id, "member");
    const invited = await invite(t, owner.cookies, `someone-${crypto.randomUUID()}@example.com`);
    const refused = await t.json<ErrorBody>("/organization/cancel-invitation", {
      body: { invitationId: invited.data.id },
      cookies: plain.cookies,
    });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe("You are not allowed to cancel this invitation");
    const canceled = await t.json<InvitationBody>("/organization/cancel-invitation", {
      body: { invitationId: invited.data.id },
      cookies: owner.cookies,
    });
    expect(canceled.data.status).toBe("canceled");
  });

  it("refuses a pending re-invite, resends with a new expiry, refuses members and plain members inviting", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const email = `again-${crypto.randomUUID()}@example.com`;
    const first = await invite(t, owner.cookies, email);
    const twice = await t.json<ErrorBody>("/organization/invite-member", {
      body: { email, role: "member" },
      cookies: owner.cookies,
    });
    expect(twice.status).toBe(400);
    expect(twice.data.message).toBe("User is already invited to this organization");
    const resent = await t.json<InvitationBody>("/organization/invite-member", {
      body: { email, role: "member", resend: true },
      cookies: owner.cookies,
    });
    expect(resent.data.id).toBe(first.data.id);
    const plain = await addedMember(t, organization.id, "member");
    const byPlain = await t.json<ErrorBody>("/organization/invite-member", {
      body: { email: "x@example.com", role: "member", organizationId: organization.id },
      cookies: plain.cookies,
    });
    expect(byPlain.status).toBe(403);
    const existing = await t.json<ErrorBody>("/organization/invite-member", {
      body: { email: plain.email, role: "member" },
      cookies: owner.cookies,
    });
    expect(existing.data.message).toBe("User is already a member of this organization");
    const badEmail = await t.json<ErrorBody>("/organization/invite-member", {
      body: { email: "nope", role: "member" },
      cookies: owner.cookies,
    });
    expect(badEmail.data).toMatchObject({ code: "VALIDATION_ERROR", field: "email" });
  });

  it("an admin cannot resend an owner's invitation, whatever role the body names (403), and it keeps its expiry", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const admin = await addedMember(t, organization.id, "admin");
    const email = `future-owner-${crypto.randomUUID()}@example.com`;
    const invited = await invite(t, owner.cookies, email, "owner");
    const mailsBefore = sent.length;
    for (const role of ["member", "owner"]) {
      const resent = await t.json<ErrorBody>("/organization/invite-member", {
        body: { email, role, resend: true, organizationId: organization.id },
        cookies: admin.cookies,
      });
      expect({ role, status: resent.status, message: resent.data.message }).toEqual({
        role,
        status: 403,
        message: "You are not allowed to invite a user with this role",
      });
    }
    expect(sent.length).toBe(mailsBefore);
    const listed = await t.json<InvitationBody[]>("/organization/list-invitations", {
      cookies: owner.cookies,
    });
    expect(listed.data.find((i) => i.id === invited.data.id)?.expiresAt).toBe(
      invited.data.expiresAt,
    );
    const byOwner = await t.json<InvitationBody>("/organization/invite-member", {
      body: { email, role: "owner", resend: true },
      cookies: owner.cookies,
    });
    expect(byOwner.data).toMatchObject({ id: invited.data.id, role: "owner" });
  });

  it("refuses to accept once the inviter left ('Inviter is no longer a member of the organization')", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const admin = await addedMember(t, organization.id, "admin");
    const invitee = await verifiedUser(t);
    const invited = await invite(t, admin.cookies, invitee.email, "member", organization.id);
    await t.json("/organization/leave", {
      body: { organizationId: organization.id },
      cookies: admin.cookies,
    });
    const { status, data } = await t.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(status).toBe(400);
    expect(data.message).toBe("Inviter is no longer a member of the organization");
  });

  it("refuses list-invitations to a non-member with 403", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const outsider = await newUser(t);
    const { status, data } = await t.json<ErrorBody>("/organization/list-invitations", {
      query: { organizationId: organization.id },
      cookies: outsider.cookies,
    });
    expect(status).toBe(403);
    expect(data.message).toBe("You are not a member of this organization");
  });

  describe.each([2, 5])("%i concurrent accepts of one invitation", (parties) => {
    it.each([1, 2, 3])("make exactly one member (round %i)", async () => {
      const t = server();
      const { owner, organization } = await ownerWithOrganization(t);
      const invitee = await verifiedUser(t);
      const invited = await invite(t, owner.cookies, invitee.email);
      const browsers = [invitee.cookies];
      while (browsers.length < parties)
        browsers.push(
          (await t.signIn({ email: invitee.email, password: "correct horse battery" })).cookies,
        );
      const answers = await Promise.all(
        browsers.map((cookies) =>
          t.json<ErrorBody>("/organization/accept-invitation", {
            body: { invitationId: invited.data.id },
            cookies,
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(refused.data.message).toBe("Invitation not found");
      }
      const adapter = (await t.auth.$context).adapter;
      const members = await adapter.count({
        model: "member",
        where: [
          { field: "organizationId", value: organization.id },
          { field: "userId", value: invitee.user.id },
        ],
      });
      expect(members).toBe(1);
    });
  });
});

describe("membership limit on accept", () => {
  it("refuses with 403 'Organization membership limit reached' and leaves the invitation pending", async () => {
    const t = await serverWithOrganizations({ membershipLimit: 1 });
    const { owner } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const invited = await invite(t, owner.cookies, invitee.email);
    const { status, data } = await t.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(status).toBe(403);
    expect(data.message).toBe("Organization membership limit reached");
    const shown = await t.json<InvitationBody>("/organization/get-invitation", {
      query: { id: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(shown.data.status).toBe("pending");
  });
});
