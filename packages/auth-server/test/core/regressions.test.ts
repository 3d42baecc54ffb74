// Bugs found by the core test matrix and fixed in the source; each title names what it guards.
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { PASSWORD } from "./support";

describe("regressions", () => {
  it("regression: a databaseHooks before-veto on sign-up answers a clear 4xx OPERATION_REFUSED, not a 500", async () => {
    const t = await createTestAuth({
      databaseHooks: { user: { create: { before: () => false } } },
    });
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "V", email: "veto@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(data).toMatchObject({
      code: "OPERATION_REFUSED",
      message: "The operation was refused by a database hook",
    });
  });

  it("regression: session.expiresIn above 400 days is refused clearly and leaves no user or session behind", async () => {
    let t: Awaited<ReturnType<typeof createTestAuth>>;
    try {
      t = await createTestAuth({ session: { expiresIn: 401 * 86_400 } });
    } catch (error) {
      // Refusing the configuration at start-up is the clearest answer.
      expect(String(error)).toMatch(/34560000|400 days/);
      return;
    }
    const { status, data } = await t.json<{ message: string }>("/sign-up/email", {
      body: { name: "L", email: "long@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(data.message).toMatch(/max-age|34560000|400 days/i);
    const ctx = await t.auth.$context;
    expect(await ctx.adapter.count({ model: "session" })).toBe(0);
    expect(await ctx.internalAdapter.findUserByEmail("long@example.com")).toBeNull();
  });

  it("regression: auth.handler and toNodeHandler apply maxBodySize to the same measure (bytes)", async () => {
    const t = await createTestAuth({ advanced: { maxBodySize: 1024 } });
    // 700 three-byte characters: 700 UTF-16 code units but 2100 bytes on the wire.
    const body = JSON.stringify({ email: "a@example.com", password: "€".repeat(700) });
    const response = await t.auth.handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
    );
    expect(response.status).toBe(413);
  });
});
