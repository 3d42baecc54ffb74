import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  addedMember,
  type ErrorBody,
  type MemberBody,
  newUser,
  type OrganizationBody,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
  uniqueSlug,
  verifiedUser,
} from "./support/organization-server";

const COOKIE_CACHE_ON = { session: { cookieCache: { enabled: true, maxAge: 300 } } } as const;

interface SessionBody {
  session: { activeOrganizationId?: string | null; activeTeamId?: string | null };
}

/** What get-session answers to this browser (from its cookie cache when it holds one). */
async function activeOf(t: OrganizationServer, cookies: CookieCarrier) {
  const { data } = await t.json<SessionBody>("/get-session", { cookies });
  return {
    organization: data.session.activeOrganizationId ?? null,
    team: data.session.activeTeamId ?? null,
  };
}

async function activeMemberOf(t: OrganizationServer, cookies: CookieCarrier) {
  return t.json<MemberBody & ErrorBody>("/organization/get-active-member", { cookies });
}

describe.each(testDatabases())(
  "the caller's cookie cache after organization calls ($name)",
  (target) => {
    const server = serverOn(target, {}, COOKIE_CACHE_ON);

    it("sets the session_data cookie (the cookie cache these tests rely on is on)", async () => {
      const t = server();
      const { cookies } = await newUser(t);
      expect(cookies.get("tollgate.session_data")).toBeDefined();
    });

    it("create: get-session shows the new organization and get-active-member answers the owner at once", async () => {
      const t = server();
      const { cookies, user } = await newUser(t);
      expect((await activeOf(t, cookies)).organization).toBeNull();
      const created = await t.json<OrganizationBody>("/organization/create", {
        body: { name: "Acme", slug: uniqueSlug() },
        cookies,
      });
      expect(await activeOf(t, cookies)).toEqual({ organization: created.data.id, team: null });
      const member = await activeMemberOf(t, cookies);
      expect(member.status).toBe(200);
      expect(member.data).toMatchObject({ organizationId: created.data.id, userId: user.id });
    });

    it("create with keepCurrentActiveOrganization: get-session keeps the previous one", async () => {
      const t = server();
      const { owner, organization } = await ownerWithOrganization(t);
      await t.json("/organization/create", {
        body: { name: "Second", slug: uniqueSlug(), keepCurrentActiveOrganization: true },
        cookies: owner.cookies,
      });
      expect((await activeOf(t, owner.cookies)).organization).toBe(organization.id);
    });

    it("set-active: get-session shows the chosen organization (and none after null), get-active-member follows", async () => {
      const t = server();
      const { owner, organization: first } = await ownerWithOrganization(t);
      const second = await t.json<OrganizationBody>("/organization/create", {
        body: { name: "Second", slug: uniqueSlug() },
        cookies: owner.cookies,
      });
      expect((await activeOf(t, owner.cookies)).organization).toBe(second.data.id);
      await t.json("/organization/set-active", {
        body: { organizationId: first.id },
        cookies: owner.cookies,
      });
      expect((await activeOf(t, owner.cookies)).organization).toBe(first.id);
      expect((await activeMemberOf(t, owner.cookies)).data.organizationId).toBe(first.id);
      await t.json("/organization/set-active", {
        body: { organizationId: null },
        cookies: owner.cookies,
      });
      expect((await activeOf(t, owner.cookies)).organization).toBeNull();
      const none = await activeMemberOf(t, owner.cookies);
      expect(none.status).toBe(400);
      expect(none.data.message).toBe("No active organization");
    });

    it("set-active-team: get-session shows the team, and none after null", async () => {
      const t = server();
      const { owner, organization } = await ownerWithOrganization(t);
      const team = await t.json<{ id: string }>("/organization/create-team", {
        body: { name: "Red" },
        cookies: owner.cookies,
      });
      await t.json("/organization/set-active-team", {
        body: { teamId: team.data.id },
        cookies: owner.cookies,
      });
      expect(await activeOf(t, owner.cookies)).toEqual({
        organization: organization.id,
        team: team.data.id,
      });
      await t.json("/organization/set-active-team", {
        body: { teamId: null },
        cookies: owner.cookies,
      });
      expect((await activeOf(t, owner.cookies)).team).toBeNull();
    });

    it("accept-invitation: get-session shows the organization joined", async () => {
      const t = server();
      const { owner, organization } = await ownerWithOrganization(t);
      const invitee = await verifiedUser(t);
      const invited = await t.json<{ id: string }>("/organization/invite-member", {
        body: { email: invitee.email, role: "member" },
        cookies: owner.cookies,
      });
      const accepted = await t.json("/organization/accept-invitation", {
        body: { invitationId: invited.data.id },
        cookies: invitee.cookies,
      });
      expect(accepted.status).toBe(200);
      expect((await activeOf(t, invitee.cookies)).organization).toBe(organization.id);
      expect((await activeMemberOf(t, invitee.cookies)).data.role).toBe("member");
    });

    it("leave: get-session no longer shows the organization left", async () => {
      const t = server();
      const { organization } = await ownerWithOrganization(t);
      const leaving = await addedMember(t, organization.id, "member");
      await t.json("/organization/set-active", {
        body: { organizationId: organization.id },
        cookies: leaving.cookies,
      });
      expect((await activeOf(t, leaving.cookies)).organization).toBe(organization.id);
      const left = await t.json("/organization/leave", {
        body: { organizationId: organization.id },
        cookies: leaving.cookies,
      });
      expect(left.status).toBe(200);
      expect((await activeOf(t, leaving.cookies)).organization).toBeNull();
    });

    it("remove-member of oneself: get-session no longer shows the organization", async () => {
      const t = server();
      const { organization } = await ownerWithOrganization(t);
      const admin = await addedMember(t, organization.id, "admin");
      await t.json("/organization/set-active", {
        body: { organizationId: organization.id },
        cookies: admin.cookies,
      });
      const removed = await t.json("/organization/remove-member", {
        body: { memberIdOrEmail: admin.email },
        cookies: admin.cookies,
      });
      expect(removed.status).toBe(200);
      expect((await activeOf(t, admin.cookies)).organization).toBeNull();
    });

    it("remove-member of someone else: the caller's organization stays active", async () => {
      const t = server();
      const { owner, organization } = await ownerWithOrganization(t);
      const other = await addedMember(t, organization.id, "member");
      await t.json("/organization/remove-member", {
        body: { memberIdOrEmail: other.email },
        cookies: owner.cookies,
      });
      expect((await activeOf(t, owner.cookies)).organization).toBe(organization.id);
    });

    it("delete: get-session no longer shows the deleted organization", async () => {
      const t = server();
      const { owner, organization } = await ownerWithOrganization(t);
      expect((await activeOf(t, owner.cookies)).organization).toBe(organization.id);
      const deleted = await t.json("/organization/delete", {
        body: { organizationId: organization.id },
        cookies: owner.cookies,
      });
      expect(deleted.status).toBe(200);
      expect((await activeOf(t, owner.cookies)).organization).toBeNull();
    });

    it("another device's cached session keeps the old organization, but endpoints read the stored one", async () => {
      const t = server();
      const { organization } = await ownerWithOrganization(t);
      const leaving = await addedMember(t, organization.id, "admin");
      const otherDevice = (
        await t.signIn({ email: leaving.email, password: "correct horse battery" })
      ).cookies;
      await t.json("/organization/set-active", {
        body: { organizationId: organization.id },
        cookies: otherDevice,
      });
      await t.json("/organization/leave", {
        body: { organizationId: organization.id },
        cookies: leaving.cookies,
      });
      // The other device's cache holds the old value until cookieCache.maxAge (documented).
      expect((await activeOf(t, otherDevice)).organization).toBe(organization.id);
      const member = await activeMemberOf(t, otherDevice);
      expect(member.status).toBe(400);
      expect(member.data.message).toBe("No active organization");
      const full = await t.json("/organization/get-full-organization", { cookies: otherDevice });
      expect(full.status).toBe(200);
      expect(full.data).toBeNull();
    });
  },
);
