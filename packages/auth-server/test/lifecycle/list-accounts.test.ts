import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";

describe("GET /list-accounts", () => {
  it("lists the caller's accounts as { id, provider, createdAt, updatedAt, accountId, scopes }", async () => {
    const t = await createTestAuth();
    const { cookies, user } = await t.signUp({ email: "ada@example.com" });
    await t.signUp({ email: "someone-else@example.com" });
    const context = await t.auth.$context;
    const github = await context.internalAdapter.createAccount({
      userId: user.id,
      providerId: "github",
      accountId: "gh-42",
      accessToken: "secret-access-token",
      scope: "read:user,user:email",
    });
    const answer = await t.json<Record<string, unknown>[]>("/list-accounts", { cookies });
    expect(answer.status).toBe(200);
    expect(answer.data).toHaveLength(2);
    const byProvider = Object.fromEntries(answer.data.map((row) => [row.provider, row]));
    expect(byProvider.credential).toMatchObject({ accountId: user.id, scopes: [] });
    expect(byProvider.github).toEqual({
      id: github.id,
      provider: "github",
      createdAt: github.createdAt.toISOString(),
      updatedAt: github.updatedAt.toISOString(),
      accountId: "gh-42",
      scopes: ["read:user", "user:email"],
    });
    for (const row of answer.data) {
      expect(Object.keys(row).sort()).toEqual(
        ["accountId", "createdAt", "id", "provider", "scopes", "updatedAt"].sort(),
      );
    }
  });

  it("requires a session (401)", async () => {
    const t = await createTestAuth();
    const answer = await t.json("/list-accounts", { cookies: null });
    expect(answer.status).toBe(401);
  });
});
