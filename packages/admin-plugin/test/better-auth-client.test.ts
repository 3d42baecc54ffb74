// Better Auth's own client and its adminClient (from npm) against a Tollgate server with this
// plugin: an admin screen written for Better Auth's admin plugin runs unchanged.
import { inProcessBrowserFetch, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { adminClient } from "better-auth/client/plugins";
import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, adminServer, PASSWORD } from "./support/admin-server";

async function signedInAdminClient() {
  const server = await adminServer();
  const client = createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [adminClient()],
    fetchOptions: { customFetchImpl: inProcessBrowserFetch(server.t.auth) },
  });
  const signIn = await client.signIn.email({ email: ADMIN_EMAIL, password: PASSWORD });
  expect(signIn.error).toBeNull();
  return { server, client };
}

describe("Better Auth's adminClient against this plugin", () => {
  it("lists users with a search and a page, and sets a role", async () => {
    const { server, client } = await signedInAdminClient();
    const member = await server.user("member@example.com");
    await server.user("other@example.com");
    const page = await client.admin.listUsers({
      query: { searchValue: "example.com", limit: 2, sortBy: "email" },
    });
    expect(page.error).toBeNull();
    expect(page.data?.total).toBe(3);
    expect(page.data?.users.map((user) => user.email)).toEqual([ADMIN_EMAIL, "member@example.com"]);

    const role = await client.admin.setRole({ userId: member.id, role: "admin" });
    expect(role.error).toBeNull();
    expect(role.data?.user).toMatchObject({ id: member.id, role: "admin" });
  });

  it("bans a user, who is refused at sign-in with BANNED_USER", async () => {
    const { server, client } = await signedInAdminClient();
    const member = await server.user("member@example.com");
    const ban = await client.admin.banUser({ userId: member.id, banReason: "spam" });
    expect(ban.error).toBeNull();
    expect(ban.data?.user).toMatchObject({ banned: true, banReason: "spam" });

    const memberClient = createAuthClient({
      baseURL: TEST_BASE_URL,
      fetchOptions: { customFetchImpl: inProcessBrowserFetch(server.t.auth) },
    });
    const refused = await memberClient.signIn.email({
      email: "member@example.com",
      password: PASSWORD,
    });
    expect(refused.error).toMatchObject({ status: 403, code: "BANNED_USER" });
  });

  it("impersonates a user and stops impersonating", async () => {
    const { server, client } = await signedInAdminClient();
    const member = await server.user("member@example.com");
    const started = await client.admin.impersonateUser({ userId: member.id });
    expect(started.error).toBeNull();
    expect(started.data?.user.id).toBe(member.id);
    const during = await client.getSession();
    expect(during.data?.user.id).toBe(member.id);
    expect(during.data?.session).toMatchObject({ impersonatedBy: server.admin.id });

    const stopped = await client.admin.stopImpersonating();
    expect(stopped.error).toBeNull();
    const after = await client.getSession();
    expect(after.data?.user.id).toBe(server.admin.id);
  });
});
