import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expectTypeOf, it } from "vitest";
import { usernameClient } from "../src/client";
import { username } from "../src/index";

describe("inferred types", () => {
  it("adds auth.api.signInUsername and auth.api.isUsernameAvailable with typed bodies and answers", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    expectTypeOf(t.auth.api.signInUsername).toBeFunction();
    // Compiled, never called: the body is checked against the endpoint's zod schema.
    const callWithoutPassword = () =>
      // @ts-expect-error password is required
      t.auth.api.signInUsername({ body: { username: "someone" } });
    expectTypeOf(callWithoutPassword).toBeFunction();
    type SignInAnswer = Awaited<ReturnType<typeof t.auth.api.signInUsername>>;
    expectTypeOf<SignInAnswer["token"]>().toEqualTypeOf<string>();
    expectTypeOf<SignInAnswer["user"]["username"]>().toEqualTypeOf<string | null | undefined>();
    type Availability = Awaited<ReturnType<typeof t.auth.api.isUsernameAvailable>>;
    expectTypeOf<Availability>().toEqualTypeOf<{ available: boolean }>();
  });

  it("adds username and displayUsername to $Infer.Session.user", async () => {
    const t = await createTestAuth({ plugins: [username()] });
    type SessionUser = typeof t.auth.$Infer.Session.user;
    expectTypeOf<SessionUser["username"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<SessionUser["displayUsername"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<SessionUser["email"]>().toEqualTypeOf<string>();
  });

  it("links the client twin to the server plugin by type only", () => {
    const client = usernameClient();
    expectTypeOf(client.$InferServerPlugin).toEqualTypeOf<ReturnType<typeof username>>();
    expectTypeOf(client.$InferServerPlugin.endpoints).toHaveProperty("signInUsername");
    expectTypeOf(client.id).toEqualTypeOf<"username">();
  });
});
