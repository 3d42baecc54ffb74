import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, expectTypeOf, it } from "vitest";
import { admin } from "../src/index";

describe("auth.api with the admin plugin", () => {
  it("types the admin endpoints' answers and runs them as server calls", async () => {
    const t = await createTestAuth({ plugins: [admin()] });
    const created = await t.auth.api.createUser({
      body: { email: "typed@example.com", name: "Typed", role: "admin" },
    });
    expectTypeOf(created.user.role).toEqualTypeOf<string | null | undefined>();
    expect(created.user.role).toBe("admin");
    const permission = await t.auth.api.userHasPermission({
      body: { userId: created.user.id, permissions: { user: ["list"] } },
    });
    expectTypeOf(permission.success).toEqualTypeOf<boolean>();
    expect(permission).toEqual({ error: null, success: true });
  });
});
