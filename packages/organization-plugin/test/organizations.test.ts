import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  type MemberBody,
  newUser,
  type OrganizationBody,
  ownerWithOrganization,
  serverOn,
  serverWithOrganizations,
  testDatabases,
  uniqueSlug,
} from "./support/organization-server";

interface SessionBody {
  session: { activeOrganizationId?: string | null };
}

describe.each(testDatabases())("organizations ($name)", (target) => {
  const server = serverOn(target);

  it("creates an organization whose creator is its owner and has it active", async () => {
    const t = server();
    const { cookies, user } = await newUser(t);
    const slug = uniqueSlug();
    const { status, data } = await t.json<OrganizationBody & { members: MemberBody[] }>(
      "/organization/create",
      {
        body: { name: "Acme", slug, logo: "https://example.com/l.png", metadata: { plan: "pro" } },
        cookies,
      },
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({
      name: "Acme",
      slug,
      logo: "https://example.com/l.png",
      metadata: { plan: "pro" },
    });
    expect(data.members).toEqual([
      expect.objectContaining({ userId: user.id, organizationId: data.id, role: "owner" }),
    ]);
    const session = await t.json<SessionBody>("/get-session", { cookies });
    expect(session.data.session.activeOrganizationId).toBe(data.id);
  });

  it("keeps the current active organization when asked to", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    await t.json("/organization/create", {
      body: { name: "Second", slug: uniqueSlug(), keepCurrentActiveOrganization: true },
      cookies: owner.cookies,
    });
    const session = await t.json<SessionBody>("/get-session", { cookies: owner.cookies });
    expect(session.data.session.activeOrganizationId).toBe(organization.id);
  });

  it("refuses a slug in use with 400 'Organization already exists'", async () => {
    const t = server();
    const { slug } = await ownerWithOrganization(t);
    const other = await newUser(t);
    const { status, data } = await t.json<ErrorBody>("/organization/create", {
      body: { name: "Copy", slug },
      cookies: other.cookies,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "ORGANIZATION_ALREADY_EXISTS",
      message: "Organization already exists",
    });
  });

  it("refuses to create without a session (401) and names a missing field (400)", async () => {
    const t = server();
    const anonymous = await t.json<ErrorBody>("/organization/create", {
      body: { name: "Nobody", slug: uniqueSlug() },
      cookies: null,
    });
    expect(anonymous.status).toBe(401);
    const { cookies } = await newUser(t);
    const invalid = await t.json<ErrorBody>("/organization/create", {
      body: { name: "No slug" },
      cookies,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({ code: "VALIDATION_ERROR", field: "slug" });
  });

  it("creates for a userId in a server call (auth.api without headers)", async () => {
    const t = server();
    const { user } = await newUser(t);
    const created = await t.auth.api.createOrganization({
      body: { name: "Server made", slug: uniqueSlug(), userId: user.id },
    });
    expect(created.members[0]).toMatchObject({ userId: user.id, role: "owner" });
  });

  it("answers check-slug {status: true} for a free slug and 400 'slug is taken' for a used one", async () => {
    const t = server();
    const { owner, slug } = await ownerWithOrganization(t);
    const free = await t.json("/organization/check-slug", {
      body: { slug: uniqueSlug() },
      cookies: owner.cookies,
    });
    expect(free).toMatchObject({ status: 200, data: { status: true } });
    const taken = await t.json<ErrorBody>("/organization/check-slug", {
      body: { slug },
      cookies: owner.cookies,
    });
    expect(taken.status).toBe(400);
    expect(taken.data).toMatchObject({ code: "SLUG_IS_TAKEN", message: "slug is taken" });
  });

  it("updates the active organization's name, slug, logo and metadata", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const slug = uniqueSlug("renamed");
    const { status, data } = await t.json<OrganizationBody>("/organization/update", {
      body: { data: { name: "Renamed", slug, logo: null, metadata: { tier: 2 } } },
      cookies: owner.cookies,
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: organization.id,
      name: "Renamed",
      slug,
      logo: null,
      metadata: { tier: 2 },
    });
  });

  it("refuses an update from a plain member with 403 'You are not allowed to update this organization'", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const member = await newUser(t);
    await t.auth.api.addMember({
      body: { userId: member.user.id, organizationId: organization.id, role: "member" },
    });
    const { status, data } = await t.json<ErrorBody>("/organization/update", {
      body: { organizationId: organization.id, data: { name: "Mine now" } },
      cookies: member.cookies,
    });
    expect(status).toBe(403);
    expect(data).toMatchObject({ message: "You are not allowed to update this organization" });
  });

  it("update reads a new slug's holder with the caller's membership: membership refusals first, then 'slug is taken', and its own slug kept", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const { organization: other } = await ownerWithOrganization(t, "Other");
    const member = await newUser(t);
    await t.auth.api.addMember({
      body: { userId: member.user.id, organizationId: organization.id, role: "member" },
    });
    const outsider = await newUser(t);
    const update = (cookies: typeof owner.cookies, slug: string) =>
      t.json<ErrorBody>("/organization/update", {
        body: { organizationId: organization.id, data: { slug } },
        cookies,
      });
    const [byOutsider, byMember, byOwner, ownSlug] = [
      await update(outsider.cookies, other.slug),
      await update(member.cookies, other.slug),
      await update(owner.cookies, other.slug),
      await update(owner.cookies, organization.slug),
    ];
    expect([byOutsider.status, byOutsider.data.code]).toEqual([
      403,
      "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
    ]);
    expect([byMember.status, byMember.data.code]).toEqual([
      403,
      "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION",
    ]);
    expect([byOwner.status, byOwner.data]).toEqual([
      400,
      { code: "SLUG_IS_TAKEN", message: "slug is taken", field: "slug" },
    ]);
    expect(ownSlug.status).toBe(200);
  });

  it("answers a foreign or unknown organizationId with the same 403, revealing nothing", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const outsider = await newUser(t);
    for (const organizationId of [organization.id, "no-such-organization"]) {
      const { status, data } = await t.json<ErrorBody>("/organization/update", {
        body: { organizationId, data: { name: "Hijacked" } },
        cookies: outsider.cookies,
      });
      expect(status).toBe(403);
      expect(data).toEqual({
        code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
        message: "User is not a member of the organization",
      });
    }
  });

  it("lists the caller's organizations only", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t, "Mine");
    await ownerWithOrganization(t, "Theirs");
    const { status, data } = await t.json<OrganizationBody[]>("/organization/list", {
      cookies: owner.cookies,
    });
    expect(status).toBe(200);
    expect(data.map((o) => o.id)).toEqual([organization.id]);
  });

  it("gets the full active organization with members and their users", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const { status, data } = await t.json<
      OrganizationBody & {
        members: (MemberBody & { user: { email: string } })[];
        invitations: unknown[];
      }
    >("/organization/get-full-organization", { cookies: owner.cookies });
    expect(status).toBe(200);
    expect(data.id).toBe(organization.id);
    expect(data.members).toEqual([
      expect.objectContaining({
        role: "owner",
        user: expect.objectContaining({ email: owner.email }),
      }),
    ]);
    expect(data.invitations).toEqual([]);
    const bySlug = await t.json<OrganizationBody>("/organization/get-full-organization", {
      query: { organizationSlug: organization.slug },
      cookies: owner.cookies,
    });
    expect(bySlug.data.id).toBe(organization.id);
  });

  it("answers get-full-organization null when none is active, 403 to a non-member", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const outsider = await newUser(t);
    expect(
      (await t.json("/organization/get-full-organization", { cookies: outsider.cookies })).data,
    ).toBeNull();
    const foreign = await t.json<ErrorBody>("/organization/get-full-organization", {
      query: { organizationId: organization.id },
      cookies: outsider.cookies,
    });
    expect(foreign.status).toBe(403);
  });

  it("sets, switches and clears the active organization, members only", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t, "First");
    const second = await t.json<OrganizationBody>("/organization/create", {
      body: { name: "Second", slug: uniqueSlug() },
      cookies: owner.cookies,
    });
    const set = await t.json<OrganizationBody>("/organization/set-active", {
      body: { organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(set.data.id).toBe(organization.id);
    const bySlug = await t.json<OrganizationBody>("/organization/set-active", {
      body: { organizationSlug: second.data.slug },
      cookies: owner.cookies,
    });
    expect(bySlug.data.id).toBe(second.data.id);
    const cleared = await t.json("/organization/set-active", {
      body: { organizationId: null },
      cookies: owner.cookies,
    });
    expect(cleared).toMatchObject({ status: 200, data: null });
    const session = await t.json<SessionBody>("/get-session", { cookies: owner.cookies });
    expect(session.data.session.activeOrganizationId ?? null).toBeNull();
    const outsider = await newUser(t);
    const refused = await t.json<ErrorBody>("/organization/set-active", {
      body: { organizationId: organization.id },
      cookies: outsider.cookies,
    });
    expect(refused.status).toBe(403);
  });

  it("set-active by slug: an unknown slug keeps the active organization, or answers 403 without one; a foreign slug 403", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t, "First");
    const kept = await t.json<OrganizationBody>("/organization/set-active", {
      body: { organizationSlug: `no-such-${uniqueSlug()}` },
      cookies: owner.cookies,
    });
    expect(kept.status).toBe(200);
    expect(kept.data.id).toBe(organization.id);
    const outsider = await newUser(t);
    const none = await t.json<ErrorBody>("/organization/set-active", {
      body: { organizationSlug: `no-such-${uniqueSlug()}` },
      cookies: outsider.cookies,
    });
    expect(none.status).toBe(403);
    expect(none.data.message).toBe("User is not a member of the organization");
    const { slug } = await ownerWithOrganization(t, "Foreign");
    const foreign = await t.json<ErrorBody>("/organization/set-active", {
      body: { organizationSlug: slug },
      cookies: owner.cookies,
    });
    expect(foreign.status).toBe(403);
    const nothing = await t.json("/organization/set-active", {
      body: {},
      cookies: outsider.cookies,
    });
    expect(nothing).toMatchObject({ status: 200, data: null });
  });

  it("deletes the organization with its members, and clears it from every session that had it", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const member = await newUser(t);
    await t.auth.api.addMember({
      body: { userId: member.user.id, organizationId: organization.id, role: "admin" },
    });
    await t.json("/organization/set-active", {
      body: { organizationId: organization.id },
      cookies: member.cookies,
    });
    const { status, data } = await t.json<OrganizationBody>("/organization/delete", {
      body: { organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(status).toBe(200);
    expect(data.id).toBe(organization.id);
    const adapter = (await t.auth.$context).adapter;
    expect(
      await adapter.count({
        model: "member",
        where: [{ field: "organizationId", value: organization.id }],
      }),
    ).toBe(0);
    for (const cookies of [owner.cookies, member.cookies]) {
      const session = await t.json<SessionBody>("/get-session", { cookies });
      expect(session.data.session.activeOrganizationId ?? null).toBeNull();
    }
  });

  it("refuses delete to an admin with 403 'You are not allowed to delete this organization'", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const admin = await newUser(t);
    await t.auth.api.addMember({
      body: { userId: admin.user.id, organizationId: organization.id, role: "admin" },
    });
    const { status, data } = await t.json<ErrorBody>("/organization/delete", {
      body: { organizationId: organization.id },
      cookies: admin.cookies,
    });
    expect(status).toBe(403);
    expect(data.message).toBe("You are not allowed to delete this organization");
  });

  it("refuses creation when not allowed, and past the organization limit", async () => {
    const closed = await serverWithOrganizations({ allowUserToCreateOrganization: () => false });
    const a = await newUser(closed);
    const refused = await closed.json<ErrorBody>("/organization/create", {
      body: { name: "X", slug: uniqueSlug() },
      cookies: a.cookies,
    });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe("You are not allowed to create a new organization");
    const limited = await serverWithOrganizations({ organizationLimit: 1 });
    const b = await newUser(limited);
    await limited.json("/organization/create", {
      body: { name: "One", slug: uniqueSlug() },
      cookies: b.cookies,
    });
    const second = await limited.json<ErrorBody>("/organization/create", {
      body: { name: "Two", slug: uniqueSlug() },
      cookies: b.cookies,
    });
    expect(second.status).toBe(403);
    expect(second.data.message).toBe("You have reached the maximum number of organizations");
  });
});
