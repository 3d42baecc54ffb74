import {
  type CookieCarrier,
  createTestAuth,
  type TestSecondaryStorage,
  testSecondaryStorages,
} from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization } from "../src/index";
import {
  type MemberBody,
  type OrganizationServer,
  ownerWithOrganization,
  verifiedUser,
} from "./support/organization-server";

// With sessions in secondary storage (memory, Redis), get-session answers from the storage: the
// writes that change a session's active organization inside a batch (accept-invitation, leave,
// remove-member) drop the stored copies, so get-session answers the new value on every device.

const activeOrganizationOf = async (t: OrganizationServer, cookies: CookieCarrier) =>
  (
    await t.json<{ session: { activeOrganizationId: string | null } }>("/get-session", {
      cookies,
    })
  ).data.session.activeOrganizationId;

describe.each(testSecondaryStorages())("sessions in $name secondary storage", (target) => {
  let storage: TestSecondaryStorage;
  let t: OrganizationServer;
  beforeAll(async () => {
    storage = await target.open();
    t = await createTestAuth({ plugins: [organization()], secondaryStorage: storage.storage });
  });
  afterAll(() => storage.close());

  it("accept-invitation makes the organization active; leave clears it on every device", async () => {
    const { owner, organization: acme } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    const otherDevice = t.newBrowser();
    await t.signIn({ email: invitee.email, password: "correct horse battery" }, otherDevice);
    const invited = await t.json<{ id: string }>("/organization/invite-member", {
      body: { email: invitee.email, role: "member" },
      cookies: owner.cookies,
    });
    // Both sessions are read (and stored) before the accept.
    expect(await activeOrganizationOf(t, invitee.cookies)).toBeNull();
    expect(await activeOrganizationOf(t, otherDevice)).toBeNull();
    const accepted = await t.json("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(accepted.status).toBe(200);
    expect(await activeOrganizationOf(t, invitee.cookies)).toBe(acme.id);
    await t.json("/organization/set-active", {
      body: { organizationId: acme.id },
      cookies: otherDevice,
    });
    expect(await activeOrganizationOf(t, otherDevice)).toBe(acme.id);
    const left = await t.json("/organization/leave", {
      body: { organizationId: acme.id },
      cookies: invitee.cookies,
    });
    expect(left.status).toBe(200);
    expect(await activeOrganizationOf(t, invitee.cookies)).toBeNull();
    expect(await activeOrganizationOf(t, otherDevice)).toBeNull();
  });

  it("remove-member clears the organization from the removed user's stored sessions", async () => {
    const { owner, organization: acme } = await ownerWithOrganization(t);
    const removed = await verifiedUser(t);
    const member = await t.auth.api.addMember({
      body: { userId: removed.user.id, organizationId: acme.id, role: "member" },
    });
    await t.json("/organization/set-active", {
      body: { organizationId: acme.id },
      cookies: removed.cookies,
    });
    expect(await activeOrganizationOf(t, removed.cookies)).toBe(acme.id);
    const answer = await t.json<{ member: MemberBody }>("/organization/remove-member", {
      body: { memberIdOrEmail: member.id, organizationId: acme.id },
      cookies: owner.cookies,
    });
    expect(answer.status).toBe(200);
    expect(await activeOrganizationOf(t, removed.cookies)).toBeNull();
  });
});
