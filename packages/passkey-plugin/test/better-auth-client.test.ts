// Better Auth's own passkeyClient (@better-auth/passkey, with @simplewebauthn/browser) against a
// Tollgate server with this plugin, over a real node:http server; the browser's WebAuthn API is
// a software authenticator (support/browser-webauthn.ts).
import { passkeyClient as betterAuthPasskeyClient } from "@better-auth/passkey/client";
import { browserHttpFetch, CookieCarrier, listen } from "@tollgate/auth-server/testing";
import { type BetterAuthClientPlugin, createAuthClient } from "better-auth/client";
import { afterEach, describe, expect, it } from "vitest";
import { installBrowserWebAuthn } from "./support/browser-webauthn";
import { ORIGIN, PASSWORD, serverWithPasskeys } from "./support/passkey-server";

// @better-auth/passkey 1.7.6 is typed against its own copy of better-call (1.4.0), better-auth
// 1.7.25 against 1.4.5: the same plugin, two copies of the fetch types. Runtime is one.
const passkeyPlugin = betterAuthPasskeyClient() as BetterAuthClientPlugin;

let cleanup: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe("Better Auth's passkeyClient against this plugin", () => {
  it("adds a passkey, signs in with it, lists, renames and deletes it", async () => {
    const t = await serverWithPasskeys();
    const http = await listen(t.auth);
    cleanup.push(http.close);
    const webauthn = await installBrowserWebAuthn(ORIGIN);
    cleanup.push(webauthn.uninstall);
    const jar = new CookieCarrier();
    const client = createAuthClient({
      baseURL: http.url,
      plugins: [passkeyPlugin],
      fetchOptions: { customFetchImpl: browserHttpFetch(jar) },
    });
    const email = `ba-pk-${crypto.randomUUID()}@example.com`;
    await client.signUp.email({ email, password: PASSWORD, name: "Ada" });

    const added = await client.passkey.addPasskey({ name: "Laptop" });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ name: "Laptop", credentialID: webauthn.authenticator.id });
    await client.signOut();
    expect((await client.getSession()).data).toBeNull();

    const signedIn = await client.signIn.passkey();
    expect(signedIn.error).toBeNull();
    expect((await client.getSession()).data?.user.email).toBe(email);

    const listed = await client.passkey.listUserPasskeys();
    expect(listed.data?.map((passkey: { name?: string | null }) => passkey.name)).toEqual([
      "Laptop",
    ]);
    const id = listed.data?.[0]?.id ?? "";
    const renamed = await client.passkey.updatePasskey({ id, name: "Work laptop" });
    expect(renamed.data?.passkey.name).toBe("Work laptop");
    const deleted = await client.passkey.deletePasskey({ id });
    expect(deleted.data).toEqual({ status: true });
    expect((await client.passkey.listUserPasskeys()).data).toEqual([]);
  });
});
