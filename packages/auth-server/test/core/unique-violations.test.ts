import { type AuthPlugin, UniqueConstraintError } from "@tollgate/auth-server";
import { describe, expect, it } from "vitest";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

/**
 * A plugin whose user.create.before hook writes a user that takes the new user's email, or its
 * handle, just before the sign-up's own writes: the unique index, not the route's early check,
 * refuses the sign-up (as when a concurrent sign-up wins the race).
 */
function racingWriter(taken: "email" | "handle") {
  return {
    id: "racing-writer",
    schema: {
      user: { fields: { handle: { type: "string", required: false, unique: true, input: true } } },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user, _ctx, write) {
            const email = taken === "email" ? user.email : `other-${user.email}`;
            await write.adapter.create({
              model: "user",
              data: { email, name: "Winner", handle: user.handle },
            });
          },
        },
      },
    },
  } satisfies AuthPlugin;
}

describe.each(endpointDatabases)("unique violations on sign-up on $name", (target) => {
  const makeAuth = authFactory(target);

  it("a sign-up that loses its address to the unique index answers 422 'User already exists'", async () => {
    const t = await makeAuth({ plugins: [racingWriter("email")] });
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "Late", email: "late@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(422);
    expect(data).toEqual({ code: "USER_ALREADY_EXISTS", message: "User already exists" });
    // The sign-up's user and account went together or not at all: only the winner's user is
    // left, and no account (the winner wrote none).
    const context = await t.auth.$context;
    const users = await context.adapter.findMany({ model: "user" });
    expect(users.map((user) => user.name)).toEqual(["Winner"]);
    expect(await context.adapter.count({ model: "account" })).toBe(0);
  });

  it("a sign-up refused by another unique index is not answered 'User already exists'", async () => {
    const failures: unknown[] = [];
    const t = await makeAuth({
      plugins: [racingWriter("handle")],
      onAPIError: { onError: (error: unknown) => void failures.push(error) },
    });
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "Late", email: "late@example.com", password: PASSWORD, handle: "ada" },
      cookies: null,
    });
    // Nothing answers a plugin's index but the plugin: left alone, it is a server error.
    expect(status).toBe(500);
    expect(data).toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    expect(failures).toEqual([expect.any(UniqueConstraintError)]);
    expect(failures[0]).toMatchObject({ model: "user", fields: ["handle"] });
  });
});
