import { APIError } from "@tollgate/auth-server";
import { afterEach, describe, expect, it } from "vitest";
import type { OrganizationHooks } from "../src/index";
import {
  addedMember,
  type ErrorBody,
  newUser,
  ownerWithOrganization,
  serverOn,
  testDatabases,
  uniqueSlug,
  verifiedUser,
} from "./support/organization-server";

const REFUSED = { code: "REFUSED_BY_THE_APP", message: "Refused by the app" };

/** Which before hook vetoes in the current test; every hook call is recorded. */
const vetoing = new Set<keyof OrganizationHooks>();
const calls: { hook: keyof OrganizationHooks; data: unknown }[] = [];

const hook =
  (name: keyof OrganizationHooks) =>
  (data: unknown): void => {
    calls.push({ hook: name, data });
    if (vetoing.has(name)) throw new APIError("FORBIDDEN", REFUSED);
  };

const organizationHooks: OrganizationHooks = {
  beforeCreateOrganization: hook("beforeCreateOrganization"),
  afterCreateOrganization: hook("afterCreateOrganization"),
  beforeUpdateOrganization: hook("beforeUpdateOrganization"),
  beforeDeleteOrganization: hook("beforeDeleteOrganization"),
  beforeAddMember: hook("beforeAddMember"),
  beforeRemoveMember: hook("beforeRemoveMember"),
  beforeCreateInvitation: hook("beforeCreateInvitation"),
  beforeAcceptInvitation: hook("beforeAcceptInvitation"),
  afterAcceptInvitation: hook("afterAcceptInvitation"),
};

afterEach(() => {
  vetoing.clear();
  calls.length = 0;
});

describe.each(testDatabases())("organizationHooks ($name)", (target) => {
  const server = serverOn(target, { organizationHooks });
  const count = async (model: string, field: string, value: unknown) =>
    (await server().auth.$context).adapter.count({ model, where: [{ field, value }] });

  it("after hooks see what was written", async () => {
    const t = server();
    const { organization, owner } = await ownerWithOrganization(t);
    expect(calls.find((c) => c.hook === "afterCreateOrganization")?.data).toMatchObject({
      organization: { id: organization.id },
      member: { role: "owner" },
      user: { id: owner.user.id },
    });
  });

  it("a vetoed create answers the hook's error and writes nothing", async () => {
    const t = server();
    const { cookies } = await newUser(t);
    vetoing.add("beforeCreateOrganization");
    const slug = uniqueSlug();
    const { status, data } = await t.json<ErrorBody>("/organization/create", {
      body: { name: "X", slug },
      cookies,
    });
    expect({ status, data }).toEqual({ status: 403, data: REFUSED });
    expect(await count("organization", "slug", slug)).toBe(0);
  });

  it("vetoed update and delete leave the organization as it was", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t, "Kept");
    vetoing.add("beforeUpdateOrganization").add("beforeDeleteOrganization");
    const update = await t.json<ErrorBody>("/organization/update", {
      body: { data: { name: "Changed" } },
      cookies: owner.cookies,
    });
    expect(update.data).toEqual(REFUSED);
    const remove = await t.json<ErrorBody>("/organization/delete", {
      body: { organizationId: organization.id },
      cookies: owner.cookies,
    });
    expect(remove.data).toEqual(REFUSED);
    const full = await t.json<{ name: string }>("/organization/get-full-organization", {
      cookies: owner.cookies,
    });
    expect(full.data.name).toBe("Kept");
  });

  it("vetoed add and remove leave the members as they were", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const kept = await addedMember(t, organization.id, "member");
    vetoing.add("beforeAddMember").add("beforeRemoveMember");
    const user = await newUser(t);
    await expect(
      t.auth.api.addMember({
        body: { userId: user.user.id, organizationId: organization.id, role: "member" },
      }),
    ).rejects.toMatchObject({ body: REFUSED });
    const removal = await t.json<ErrorBody>("/organization/remove-member", {
      body: { memberIdOrEmail: kept.member.id },
      cookies: owner.cookies,
    });
    expect(removal.data).toEqual(REFUSED);
    expect(await count("member", "organizationId", organization.id)).toBe(2);
  });

  it("add-member refuses an unknown organization, then an unknown user, before the before hook", async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const user = await newUser(t);
    vetoing.add("beforeAddMember");
    await expect(
      t.auth.api.addMember({
        body: { userId: "no-such-user", organizationId: "no-such-organization", role: "member" },
      }),
    ).rejects.toMatchObject({ body: { code: "ORGANIZATION_NOT_FOUND" } });
    await expect(
      t.auth.api.addMember({
        body: { userId: "no-such-user", organizationId: organization.id, role: "member" },
      }),
    ).rejects.toMatchObject({ body: { code: "USER_NOT_FOUND", field: "userId" } });
    expect(calls.filter((call) => call.hook === "beforeAddMember")).toEqual([]);
    await expect(
      t.auth.api.addMember({
        body: { userId: user.user.id, organizationId: organization.id, role: "member" },
      }),
    ).rejects.toMatchObject({ body: REFUSED });
  });

  it("vetoed invite and accept write no invitation and no member", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const invitee = await verifiedUser(t);
    vetoing.add("beforeCreateInvitation");
    const refusedInvite = await t.json<ErrorBody>("/organization/invite-member", {
      body: { email: invitee.email, role: "member" },
      cookies: owner.cookies,
    });
    expect(refusedInvite.data).toEqual(REFUSED);
    expect(await count("invitation", "organizationId", organization.id)).toBe(0);
    vetoing.clear();
    const invited = await t.json<{ id: string }>("/organization/invite-member", {
      body: { email: invitee.email, role: "member" },
      cookies: owner.cookies,
    });
    vetoing.add("beforeAcceptInvitation");
    const refusedAccept = await t.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(refusedAccept.data).toEqual(REFUSED);
    expect(await count("member", "organizationId", organization.id)).toBe(1);
    vetoing.clear();
    const accepted = await t.json("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies: invitee.cookies,
    });
    expect(accepted.status).toBe(200);
    expect(calls.some((c) => c.hook === "afterAcceptInvitation")).toBe(true);
  });
});
