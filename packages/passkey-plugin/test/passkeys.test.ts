import type { AuthPlugin, SecurityEvent } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";
import { twoFactor } from "@tollgate/two-factor-plugin";
import { describe, expect, it } from "vitest";
import { type CreationOptions, SoftwareAuthenticator } from "../src/testing/software-authenticator";
import {
  type ErrorBody,
  newUser,
  ORIGIN,
  PASSWORD,
  registerPasskey,
  serverOn,
  serverWithPasskeys,
  signInWithPasskey,
} from "./support/passkey-server";

describe.each(testDatabases())("passkeys on $name", (target) => {
  const server = serverOn(target, {}, [twoFactor()]);

  it("registers several named passkeys, lists, renames and deletes them", async () => {
    const t = server();
    const { user, cookies } = await newUser(t);
    const laptop = await registerPasskey(t, cookies, "Laptop");
    expect(laptop.verified.status).toBe(200);
    expect(laptop.verified.data).toMatchObject({ name: "Laptop", userId: user.id });
    const phone = await registerPasskey(t, cookies, "Phone");
    expect(phone.verified.status).toBe(200);

    const listed = await t.json<
      {
        id: string;
        name: string;
        counter: number;
        backedUp: boolean;
        deviceType: string;
        transports: string;
        publicKey?: string;
      }[]
    >("/passkey/list-user-passkeys", { cookies });
    expect(listed.data.map((passkey) => passkey.name)).toEqual(["Laptop", "Phone"]);
    expect(listed.data[0]).toMatchObject({
      counter: 0,
      backedUp: true,
      deviceType: "multiDevice",
      transports: "internal,hybrid",
    });
    expect(listed.data[0]?.publicKey).toBeUndefined();

    const renamed = await t.json<{ passkey: { name: string } }>("/passkey/update-passkey", {
      body: { id: laptop.verified.data.id, name: "Work laptop" },
      cookies,
    });
    expect(renamed.data.passkey.name).toBe("Work laptop");
    // Another user's passkey is not found, neither renamed nor deleted.
    const stranger = await newUser(t);
    for (const [path, body] of [
      ["/passkey/update-passkey", { id: laptop.verified.data.id, name: "Mine now" }],
      ["/passkey/delete-passkey", { id: laptop.verified.data.id }],
    ] as const) {
      const refused = await t.json<{ code: string }>(path, { body, cookies: stranger.cookies });
      expect(refused.status).toBe(404);
      expect(refused.data.code).toBe("PASSKEY_NOT_FOUND");
    }
    const removed = await t.json("/passkey/delete-passkey", {
      body: { id: phone.verified.data.id },
      cookies,
    });
    expect(removed.data).toEqual({ status: true });
    const after = await t.json<{ name: string }[]>("/passkey/list-user-passkeys", { cookies });
    expect(after.data.map((passkey) => passkey.name)).toEqual(["Work laptop"]);
    const gone = await signInWithPasskey(t, phone.authenticator);
    expect(gone.status).toBe(401);
    expect(gone.data.code).toBe("PASSKEY_NOT_FOUND");
  });

  it("signs in without a username, stores the counter, refuses a replay", async () => {
    const t = server();
    const { user, cookies } = await newUser(t);
    const { authenticator } = await registerPasskey(t, cookies, "Key");
    const signedIn = await signInWithPasskey(t, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.user.id).toBe(user.id);
    expect(signedIn.options).not.toHaveProperty("allowCredentials");
    const session = await t.json<{ user: { id: string } }>("/get-session", {
      cookies: signedIn.cookies,
    });
    expect(session.data.user.id).toBe(user.id);
    const listed = await t.json<{ counter: number }[]>("/passkey/list-user-passkeys", { cookies });
    expect(listed.data[0]?.counter).toBe(1);

    // The same assertion again: its challenge is spent.
    const replay = await t.json<ErrorBody>("/passkey/verify-authentication", {
      body: { response: signedIn.response },
      cookies: signedIn.cookies,
    });
    expect(replay.status).toBe(400);
    expect(replay.data.code).toBe("CHALLENGE_NOT_FOUND");

    // A cloned authenticator whose count goes back is refused.
    authenticator.signCount = 0;
    const cloned = await signInWithPasskey(t, authenticator);
    expect(cloned.status).toBe(401);
    expect(cloned.data.code).toBe("AUTHENTICATION_FAILED");
  });

  it("checks the origin and the relying party id", async () => {
    const t = server();
    const { cookies } = await newUser(t);
    const elsewhere = await registerPasskey(t, cookies, "Phished", "https://evil.example");
    expect(elsewhere.verified.status).toBe(400);
    expect(elsewhere.verified.data.code).toBe("FAILED_TO_VERIFY_REGISTRATION");

    const { authenticator } = await registerPasskey(t, cookies, "Real");
    const wrongOrigin = await signInWithPasskey(t, authenticator, {
      origin: "https://evil.example",
    });
    expect(wrongOrigin.status).toBe(401);
    const wrongRp = await signInWithPasskey(t, authenticator, { rpId: "evil.example" });
    expect(wrongRp.status).toBe(401);
    const wrongType = await signInWithPasskey(t, authenticator, { type: "webauthn.create" });
    expect(wrongType.status).toBe(401);
  });

  it("needs a session to register, and registers for that session's user only", async () => {
    const t = server();
    const anonymous = await t.json<ErrorBody>("/passkey/generate-register-options", {
      cookies: t.newBrowser(),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.code).toBe("SESSION_REQUIRED");

    const alice = await newUser(t);
    const bob = await newUser(t);
    const authenticator = await SoftwareAuthenticator.create();
    const options = await t.json<CreationOptions>("/passkey/generate-register-options", {
      cookies: alice.cookies,
    });
    const response = await authenticator.register(options.data, ORIGIN);
    // Alice's challenge cookie, Bob's session.
    const mixed = alice.cookies.header()?.match(/[^;]*passkey_challenge=[^;]*/)?.[0] ?? "";
    const bobSession = bob.cookies.header() ?? "";
    const stolen = await t.json<ErrorBody>("/passkey/verify-registration", {
      body: { response },
      headers: { cookie: `${bobSession}; ${mixed.trim()}` },
      cookies: null,
    });
    expect(stolen.status).toBe(401);
    expect(stolen.data.code).toBe("YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY");

    // Someone else's passkey can be neither renamed nor deleted.
    const { verified } = await registerPasskey(t, alice.cookies, "Alice's");
    const rename = await t.json<ErrorBody>("/passkey/update-passkey", {
      body: { id: verified.data.id, name: "Bob's now" },
      cookies: bob.cookies,
    });
    expect(rename.status).toBe(404);
    const remove = await t.json<ErrorBody>("/passkey/delete-passkey", {
      body: { id: verified.data.id },
      cookies: bob.cookies,
    });
    expect(remove.status).toBe(404);
  });

  it("refuses a malformed response naming the field", async () => {
    const t = server();
    const { cookies } = await newUser(t);
    await t.json("/passkey/generate-register-options", { cookies });
    const bad = await t.json<ErrorBody & { field?: string }>("/passkey/verify-registration", {
      body: { response: { id: "x", rawId: "x", type: "public-key", response: {} } },
      cookies,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("clientDataJSON");
  });

  it("satisfies two-factor: a verified passkey signs in without a second step", async () => {
    const t = server();
    const { cookies, email } = await newUser(t);
    const { authenticator } = await registerPasskey(t, cookies, "Key");
    const enabled = await t.json<{ totpURI: string }>("/two-factor/enable", {
      body: { password: PASSWORD },
      cookies,
    });
    const { decodeBase32IgnorePadding } = await import("@oslojs/encoding");
    const { generateTOTP } = await import("@oslojs/otp");
    const key = decodeBase32IgnorePadding(
      new URL(enabled.data.totpURI).searchParams.get("secret") ?? "",
    );
    await t.json("/two-factor/verify-totp", { body: { code: generateTOTP(key, 30, 6) }, cookies });

    const password = await t.json<{ twoFactorRedirect?: boolean }>("/sign-in/email", {
      body: { email, password: PASSWORD },
      cookies: t.newBrowser(),
      skipAnswerCheck: true,
    });
    expect(password.data.twoFactorRedirect).toBe(true);

    const withPasskey = await signInWithPasskey(t, authenticator);
    expect(withPasskey.status).toBe(200);
    expect(withPasskey.data.twoFactorRedirect).toBeUndefined();
    expect(withPasskey.data.user.email).toBe(email);

    // Without user verification a passkey is one factor: the second is asked for.
    const presenceOnly = await signInWithPasskey(t, authenticator, { userVerified: false });
    expect(presenceOnly.data.twoFactorRedirect).toBe(true);
    // The sign-in held back for its second factor recorded the use: the count is stored.
    const listed = await t.json<{ counter: number }[]>("/passkey/list-user-passkeys", { cookies });
    expect(listed.data[0]?.counter).toBe(authenticator.signCount);
  });
});

describe("security events", () => {
  it("tells an audit log about passkeys added, used, refused, renamed and deleted", async () => {
    const events: SecurityEvent[] = [];
    const recorder = {
      id: "recorder",
      securityEvents: (event: SecurityEvent) => void events.push(event),
    } satisfies AuthPlugin;
    const t = await serverWithPasskeys({}, undefined, [recorder]);
    const { user, cookies } = await newUser(t);
    const { authenticator, verified } = await registerPasskey(t, cookies, "Key");
    await signInWithPasskey(t, authenticator);
    await signInWithPasskey(t, authenticator, { origin: "https://evil.example" });
    await t.json("/passkey/update-passkey", { body: { id: verified.data.id, name: "K" }, cookies });
    await t.json("/passkey/delete-passkey", { body: { id: verified.data.id }, cookies });
    const mine = events
      .filter((event) => event.subject === user.id)
      .map((event) => [event.type, event.outcome, event.payload.method ?? null]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ["passkey.added", "success", null],
        ["sign-in", "success", "passkey"],
        ["sign-in", "failure", "passkey"],
        ["passkey.renamed", "success", null],
        ["passkey.deleted", "success", null],
      ]),
    );
  });
});
