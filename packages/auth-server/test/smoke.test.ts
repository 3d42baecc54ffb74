import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";

describe("smoke", () => {
  it("signs up, reads the session, signs out", async () => {
    const t = await createTestAuth();
    const ok = await t.json("/ok");
    expect(ok.data).toEqual({ ok: true });
    const { user, cookies } = await t.signUp({ email: "A@Example.com" });
    expect(user.email).toBe("a@example.com");
    const session = await t.json<{ user: { id: string } }>("/get-session", { cookies });
    expect(session.data.user.id).toBe(user.id);
    const out = await t.json("/sign-out", { method: "POST", body: {}, cookies });
    expect(out.data).toEqual({ success: true });
    const after = await t.json("/get-session", { cookies });
    expect(after.data).toBeNull();
  });
});
