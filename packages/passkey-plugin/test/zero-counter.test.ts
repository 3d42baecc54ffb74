// Synced passkeys (iCloud Keychain, Google Password Manager) report a signature count of 0 on
// every use. WebAuthn lets such a credential through (a count is checked only when one side is
// not 0), and the compare-and-set that records a use must then count a row whose values did not
// change: MySQL reports such an UPDATE as 0 changed rows unless the client asks for found rows
// (mysql2 does by default; a connection set up otherwise would lock these passkeys out).
import { testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import type { SoftwareAuthenticator } from "../src/testing/software-authenticator";
import { newUser, registerPasskey, serverOn, signInWithPasskey } from "./support/passkey-server";

/** The next assertion carries a signature count of 0 (assert() moves the count on by one). */
function countsZero(authenticator: SoftwareAuthenticator) {
  authenticator.signCount = -1;
}

describe.each(testDatabases())("a passkey whose count stays 0 on $name", (target) => {
  const server = serverOn(target);

  it("signs in again and again, the stored count staying 0", async () => {
    const t = server();
    const { cookies, email } = await newUser(t);
    const { authenticator } = await registerPasskey(t, cookies, "Synced");
    for (const attempt of [1, 2, 3]) {
      countsZero(authenticator);
      const signedIn = await signInWithPasskey(t, authenticator);
      expect(signedIn.status, `sign-in ${attempt}`).toBe(200);
      expect(signedIn.data.user.email).toBe(email);
    }
    const listed = await t.json<{ counter: number; backedUp: boolean }[]>(
      "/passkey/list-user-passkeys",
      { cookies },
    );
    expect(listed.data).toMatchObject([{ counter: 0, backedUp: true }]);
  });
});
