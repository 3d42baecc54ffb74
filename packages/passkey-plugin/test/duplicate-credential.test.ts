// A credential id is one row: the unique index answers a second registration of it, on every
// database, with Better Auth's code (a browser honouring excludeCredentials never sends one; a
// crafted request can).
import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import type { CreationOptions, SoftwareAuthenticator } from "../src/testing/software-authenticator";
import {
  type ErrorBody,
  newUser,
  ORIGIN,
  registerPasskey,
  serverOn,
  signInWithPasskey,
} from "./support/passkey-server";

describe.each(testDatabases())("a credential registered twice on $name", (target) => {
  const server = serverOn(target);

  async function registerAgain(
    t: ReturnType<typeof server>,
    cookies: Awaited<ReturnType<typeof newUser>>["cookies"],
    authenticator: SoftwareAuthenticator,
  ) {
    const options = await t.json<CreationOptions>("/passkey/generate-register-options", {
      cookies,
    });
    const response = await authenticator.register(options.data, ORIGIN);
    return t.json<ErrorBody>("/passkey/verify-registration", {
      body: { response, name: "Again" },
      cookies,
    });
  }

  it("is refused for the same user and for another, the first passkey left as it was", async () => {
    const t = server();
    const alice = await newUser(t);
    const { authenticator, verified } = await registerPasskey(t, alice.cookies, "Laptop");
    expect(verified.status).toBe(200);

    const twice = await registerAgain(t, alice.cookies, authenticator);
    expect(twice.status).toBe(400);
    expect(twice.data.code).toBe("FAILED_TO_VERIFY_REGISTRATION");

    const bob = await newUser(t);
    const taken = await registerAgain(t, bob.cookies, authenticator);
    expect(taken.status).toBe(400);
    expect(taken.data.code).toBe("FAILED_TO_VERIFY_REGISTRATION");
    const bobs = await t.json<unknown[]>("/passkey/list-user-passkeys", { cookies: bob.cookies });
    expect(bobs.data).toEqual([]);

    const alices = await t.json<{ name: string }[]>("/passkey/list-user-passkeys", {
      cookies: alice.cookies,
    });
    expect(alices.data.map((passkey) => passkey.name)).toEqual(["Laptop"]);
    // The authenticator now holds the last handle it was given (Bob's); the server goes by the
    // credential id, which is still Alice's.
    const signedIn = await signInWithPasskey(t, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.user.email).toBe(alice.email);
  });
});
