import { createAuthClient } from "@tollgate/auth-client-react";
import { inProcessBrowserFetch, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { describe, expect, expectTypeOf, it } from "vitest";
import { adminClient } from "../src/client";
import { defaultAc } from "../src/index";
import { ADMIN_EMAIL, adminServer, PASSWORD } from "./support/admin-server";

describe("adminClient() with @tollgate/auth-client-react", () => {
  it("calls the admin endpoints with typed methods, and refetches the session on impersonation", async () => {
    const server = await adminServer();
    const member = await server.user("member@example.com");
    const client = createAuthClient({
      baseURL: TEST_BASE_URL,
      plugins: [adminClient()],
      fetchOptions: { customFetchImpl: inProcessBrowserFetch(server.t.auth) },
      sessionOptions: { crossTabSync: false },
    });
    await client.signIn.email({ email: ADMIN_EMAIL, password: PASSWORD });

    const page = await client.admin.listUsers({ query: { searchValue: "member" } });
    expect(page.data?.total).toBe(1);
    expectTypeOf(page.data?.total).toEqualTypeOf<number | undefined>();
    const banned = await client.admin.banUser({ userId: member.id, banExpiresIn: 60 });
    expect(banned.data?.user.banned).toBe(true);
    await client.admin.unbanUser({ userId: member.id });

    await client.admin.impersonateUser({ userId: member.id });
    expect((await client.getSession()).data?.user.id).toBe(member.id);
    await client.admin.stopImpersonating();
    expect((await client.getSession()).data?.user.id).toBe(server.admin.id);
  });

  it("client.admin.checkRolePermission (Better Auth's place, no root alias) answers offline, with the default and custom roles", () => {
    const support = defaultAc.newRole({ user: ["list"] });
    const client = createAuthClient({
      baseURL: TEST_BASE_URL,
      plugins: [adminClient({ roles: { support } })],
      fetchOptions: {
        customFetchImpl: () => Promise.reject(new Error("checkRolePermission must not fetch")),
      },
      sessionOptions: { crossTabSync: false },
    });
    const check = client.admin.checkRolePermission;
    expectTypeOf(check).returns.toEqualTypeOf<boolean>();
    expectTypeOf(client).not.toHaveProperty("checkRolePermission");
    expectTypeOf(client.admin.listUsers).toBeFunction();
    expect(check({ role: "admin", permissions: { user: ["ban"] } })).toBe(true);
    expect(check({ role: "user", permissions: { user: ["ban"] } })).toBe(false);
    expect(check({ role: "user,support", permissions: { user: ["list"] } })).toBe(true);
    expect(check({ role: "support", permissions: { user: ["list", "ban"] } })).toBe(false);
    expect(check({ role: "nobody", permissions: { user: ["list"] } })).toBe(false);
  });
});
