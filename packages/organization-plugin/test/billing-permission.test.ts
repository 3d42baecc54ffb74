import { createAuthClient } from "@tollgate/auth-client-react/vanilla";
import { describe, expect, it } from "vitest";
import { defaultRoles, defaultStatements, roleAllows } from "../src/access/index";
import { organizationClient } from "../src/client";
import {
  addedMember,
  ownerWithOrganization,
  serverOn,
  testDatabases,
} from "./support/organization-server";

const BILLING = [{ billing: ["read"] }, { billing: ["manage"] }, { billing: ["read", "manage"] }];

/** Who may pay for the organization (@tollgate/billing-plugin asks these): owner and admin. */
const expected: Record<string, boolean> = {
  owner: true,
  admin: true,
  member: false,
  "member,admin": true,
};

describe("the billing resource of the default access control", () => {
  it("is a default statement (read, manage) that custom roles can spread", () => {
    expect(defaultStatements.billing).toEqual(["read", "manage"]);
  });

  it("guards the billing of organizations: owner and admin may read and manage it, a plain member may not (offline, in the client too)", () => {
    const client = createAuthClient({
      baseURL: "http://localhost:3000",
      plugins: [organizationClient()],
    });
    for (const [role, allowed] of Object.entries(expected)) {
      for (const permissions of BILLING) {
        expect(roleAllows({ role, permissions, roles: defaultRoles }), role).toBe(allowed);
        expect(client.organization.checkRolePermission({ role, permissions }), role).toBe(allowed);
      }
    }
  });
});

describe.each(testDatabases())("has-permission for billing ($name)", (target) => {
  const server = serverOn(target);

  it.each(Object.entries(expected))("%s: billing read and manage → %s", async (role, allowed) => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const actor = role === "owner" ? owner : await addedMember(t, organization.id, role);
    for (const permissions of BILLING) {
      const { status, data } = await t.json<{ success: boolean }>("/organization/has-permission", {
        body: { organizationId: organization.id, permissions },
        cookies: actor.cookies,
      });
      expect(status).toBe(200);
      expect(data.success, JSON.stringify(permissions)).toBe(allowed);
    }
  });
});
