import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { username } from "../src/index";
import { createUsernameViolationTest } from "../src/username-unique-violation";

/** The error a real insert raises, from the database the test auth runs on. */
async function insertError(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write was expected to fail");
}

describe("createUsernameViolationTest", () => {
  it("recognises the username index violation and no other, from real SQLite errors", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    const context = await t.auth.$context;
    const isUsernameViolation = createUsernameViolationTest(context.schema);
    const row = (email: string, name: string) => ({
      id: crypto.randomUUID(),
      email,
      name,
      emailVerified: false,
      username: name,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await context.adapter.create({ model: "user", data: row("a@example.com", "alpha") });

    const sameUsername = await insertError(() =>
      context.adapter.create({ model: "user", data: row("b@example.com", "ALPHA") }),
    );
    const sameEmail = await insertError(() =>
      context.adapter.create({ model: "user", data: row("a@example.com", "beta") }),
    );
    expect(isUsernameViolation(sameUsername)).toBe(true);
    expect(isUsernameViolation(sameEmail)).toBe(false);
  });

  it("recognises the PostgreSQL and MySQL forms of the same violation", () => {
    const isUsernameViolation = createUsernameViolationTest({
      user: { fields: { username: { type: "string" } } },
    });
    expect(
      isUsernameViolation({
        code: "23505",
        constraint: "user_username_uidx",
        detail: "Key (username)=(alpha) already exists.",
      }),
    ).toBe(true);
    expect(
      isUsernameViolation({
        code: "23505",
        constraint: "user_email_uidx",
        detail: "Key (email)=(x.username@example.com) already exists.",
      }),
    ).toBe(false);
    expect(
      isUsernameViolation({
        code: "ER_DUP_ENTRY",
        message: "Duplicate entry 'alpha' for key 'user.user_username_uidx'",
      }),
    ).toBe(true);
    expect(
      isUsernameViolation({
        code: "ER_DUP_ENTRY",
        message: "Duplicate entry 'a@b.c' for key 'user.user_email_uidx'",
      }),
    ).toBe(false);
    expect(isUsernameViolation(new Error("UNIQUE constraint failed: user.username"))).toBe(false);
  });
});
