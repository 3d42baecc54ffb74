import { type AuthClientPlugin, createAuthClient } from "@tollgate/auth-client-react";
import { describe, expectTypeOf, it } from "vitest";
import { organizationClient } from "../src/client";
import type { Member, Organization } from "../src/index";

type DataOf<M extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<M>>["data"]
>;

// Built but never called: these tests are checked by tsc (`expectTypeOf`).
const client = createAuthClient({
  baseURL: "http://localhost:3000",
  plugins: [organizationClient()],
});

describe("organizationClient in @tollgate/auth-client-react's types", () => {
  it("satisfies AuthClientPlugin", () => {
    expectTypeOf(organizationClient()).toMatchTypeOf<AuthClientPlugin>();
  });

  it("types the organization methods' bodies and answers from the server plugin", () => {
    expectTypeOf(client.organization.create)
      .parameter(0)
      .toMatchTypeOf<{ name: string; slug: string }>();
    expectTypeOf<DataOf<typeof client.organization.create>>().toMatchTypeOf<{
      id: string;
      slug: string;
      members: { role: string }[];
    }>();
    expectTypeOf(client.organization.acceptInvitation)
      .parameter(0)
      .toMatchTypeOf<{ invitationId: string }>();
    expectTypeOf<DataOf<typeof client.organization.acceptInvitation>>().toMatchTypeOf<{
      member: { userId: string };
    }>();
    expectTypeOf(client.organization.removeMember)
      .parameter(0)
      .toMatchTypeOf<{ memberIdOrEmail: string }>();
  });

  it("adds the stores' hooks and checkRolePermission", () => {
    expectTypeOf(client.useActiveOrganization).returns.toMatchTypeOf<{
      data: (Organization & { members: Member[] }) | null;
    }>();
    expectTypeOf(client.useListOrganizations).returns.toMatchTypeOf<{
      data: Organization[] | null;
    }>();
    expectTypeOf(client.useActiveMember).returns.toMatchTypeOf<{ data: Member | null }>();
    expectTypeOf(client.organization.checkRolePermission).returns.toEqualTypeOf<boolean>();
    expectTypeOf(client).not.toHaveProperty("checkRolePermission");
  });
});
