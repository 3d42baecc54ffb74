import { createAuthClient } from "@tollgate/auth-client-react/vanilla";
import { createAccessControl } from "@tollgate/auth-server/access";
import { describe, expect, it } from "vitest";
import { defaultStatements } from "../src/access/index";
import { organizationClient } from "../src/client";
import {
  addedMember,
  newUser,
  ownerWithOrganization,
  serverWithOrganizations,
} from "./support/organization-server";

// The README's custom roles: the plugin's statements plus the app's own resource.
const ac = createAccessControl({ ...defaultStatements, project: ["create", "delete"] });
const roles = {
  owner: ac.newRole({ ...defaultStatements, project: ["create", "delete"] }),
  editor: ac.newRole({ project: ["create"] }),
};

describe("custom roles", () => {
  it("are checked on the server (has-permission) and offline in the client alike", async () => {
    const t = await serverWithOrganizations({ roles });
    const { organization } = await ownerWithOrganization(t);
    const editor = await addedMember(t, organization.id, "editor");
    const ask = (permissions: Record<string, string[]>) =>
      t.json<{ success: boolean }>("/organization/has-permission", {
        body: { organizationId: organization.id, permissions },
        cookies: editor.cookies,
      });
    expect((await ask({ project: ["create"] })).data.success).toBe(true);
    expect((await ask({ project: ["delete"] })).data.success).toBe(false);
    const client = createAuthClient({
      baseURL: "http://localhost:3000",
      plugins: [organizationClient({ roles })],
    });
    expect(
      client.organization.checkRolePermission({
        role: "editor",
        permissions: { project: ["create"] },
      }),
    ).toBe(true);
    expect(
      client.organization.checkRolePermission({
        role: "editor",
        permissions: { project: ["delete"] },
      }),
    ).toBe(false);
    const unknownRole = await t.json("/organization/invite-member", {
      body: { email: (await newUser(t)).email, role: "admin" },
      cookies: (await ownerWithOrganization(t)).owner.cookies,
    });
    expect(unknownRole.status).toBe(400);
  });
});
