import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  addedMember,
  type ErrorBody,
  newUser,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
  uniqueSlug,
} from "./support/organization-server";

// get-full-organization and list-members read an organization named by slug in the statement
// that reads its rows: the answers and refusals are those of the same organization named by id.

type Query = Record<string, string>;

/** An organization with an admin, a pending invitation and a team, its owner's browser. */
async function populatedOrganization(t: OrganizationServer) {
  const { owner, organization } = await ownerWithOrganization(t);
  const admin = await addedMember(t, organization.id, "admin");
  await addedMember(t, organization.id, "member");
  const invited = await t.json("/organization/invite-member", {
    body: { email: `invitee-${crypto.randomUUID()}@example.com`, role: "member" },
    cookies: owner.cookies,
  });
  expect(invited.status).toBe(200);
  const team = await t.json("/organization/create-team", {
    body: { name: "Red" },
    cookies: owner.cookies,
  });
  expect(team.status).toBe(200);
  return { owner, admin, organization };
}

describe.each(testDatabases())("reads of an organization named by slug ($name)", (target) => {
  const server = serverOn(target);

  /** The same GET by id and by slug, answered alike. */
  async function alike(
    t: OrganizationServer,
    path: string,
    cookies: CookieCarrier,
    named: { id: string; slug: string },
    extra: Query = {},
  ) {
    const byId = await t.json(path, { query: { organizationId: named.id, ...extra }, cookies });
    const bySlug = await t.json(path, {
      query: { organizationSlug: named.slug, ...extra },
      cookies,
    });
    expect({ status: bySlug.status, data: bySlug.data }).toEqual({
      status: byId.status,
      data: byId.data,
    });
    return bySlug;
  }

  it("get-full-organization answers a member as by id: members, invitations and teams", async () => {
    const t = server();
    const { owner, admin, organization } = await populatedOrganization(t);
    // A second organization of the admin's, so that rows of others are there to leave out.
    await t.json("/organization/create", {
      body: { name: "Other", slug: uniqueSlug(), keepCurrentActiveOrganization: true },
      cookies: admin.cookies,
    });
    const full = await alike(t, "/organization/get-full-organization", owner.cookies, organization);
    expect(full.status).toBe(200);
    expect(full.data).toMatchObject({
      id: organization.id,
      slug: organization.slug,
      members: [
        expect.objectContaining({ role: "owner" }),
        expect.objectContaining({
          role: "admin",
          user: expect.objectContaining({ email: admin.email }),
        }),
        expect.objectContaining({ role: "member" }),
      ],
      invitations: [
        expect.objectContaining({ organizationId: organization.id, status: "pending" }),
      ],
      teams: [expect.objectContaining({ organizationId: organization.id })],
    });
    const limited = await alike(
      t,
      "/organization/get-full-organization",
      admin.cookies,
      organization,
      { membersLimit: "2" },
    );
    expect((limited.data as { members: unknown[] }).members).toHaveLength(2);
  });

  it("get-full-organization refuses a non-member and an unknown slug with 403, as by id", async () => {
    const t = server();
    const { organization } = await populatedOrganization(t);
    const outsider = await newUser(t);
    const refused = await alike(
      t,
      "/organization/get-full-organization",
      outsider.cookies,
      organization,
    );
    expect(refused.status).toBe(403);
    expect((refused.data as ErrorBody).message).toBe("User is not a member of the organization");
    const unknown = await t.json<ErrorBody>("/organization/get-full-organization", {
      query: { organizationSlug: `no-such-${uniqueSlug()}` },
      cookies: outsider.cookies,
    });
    expect([unknown.status, unknown.data.message]).toEqual([
      403,
      "User is not a member of the organization",
    ]);
    const signedOut = await t.json<ErrorBody>("/organization/get-full-organization", {
      query: { organizationSlug: organization.slug },
    });
    expect(signedOut.status).toBe(401);
  });

  it("list-members answers a member as by id, a short page and a full one", async () => {
    const t = server();
    const { owner, admin, organization } = await populatedOrganization(t);
    const whole = await alike(t, "/organization/list-members", owner.cookies, organization);
    expect(whole.status).toBe(200);
    const listed = whole.data as {
      members: { role: string; user: { email: string } }[];
      total: number;
    };
    expect(listed.total).toBe(3);
    expect(listed.members.map((member) => member.role)).toEqual(["owner", "admin", "member"]);
    expect(listed.members[1]?.user.email).toBe(admin.email);
    const page = await alike(t, "/organization/list-members", admin.cookies, organization, {
      limit: "2",
    });
    expect(page.data).toMatchObject({ total: 3, members: [{ role: "owner" }, { role: "admin" }] });
  });

  it("list-members refuses a non-member with 403 and an unknown slug with 400, as before", async () => {
    const t = server();
    const { organization } = await populatedOrganization(t);
    const outsider = await newUser(t);
    const pages: Query[] = [{}, { limit: "3" }, { limit: "2" }];
    for (const extra of pages) {
      const refused = await alike(
        t,
        "/organization/list-members",
        outsider.cookies,
        organization,
        extra,
      );
      expect([refused.status, (refused.data as ErrorBody).message]).toEqual([
        403,
        "You are not a member of this organization",
      ]);
    }
    // An unknown slug names no organization, even for a caller with an active one.
    const { owner } = await ownerWithOrganization(t);
    for (const cookies of [outsider.cookies, owner.cookies]) {
      const unknown = await t.json<ErrorBody>("/organization/list-members", {
        query: { organizationSlug: `no-such-${uniqueSlug()}` },
        cookies,
      });
      expect([unknown.status, unknown.data.message]).toEqual([400, "No active organization"]);
    }
  });
});
