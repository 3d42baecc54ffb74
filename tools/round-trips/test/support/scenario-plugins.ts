import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { TEST_BASE_URL } from "@tollgate/auth-server/testing";
import {
  type CreationOptions,
  type RequestOptions,
  SoftwareAuthenticator,
} from "@tollgate/passkey-plugin/testing";
import type { EveryEndpointServer } from "./every-endpoint-server";
import { PASSWORD, type Person, personOutsideTheCount, uniqueEmail } from "./scenario-core";

/**
 * The code of the step `offset` steps from the current one (accepted within one step either
 * side of now): a code must be later than any given before, so the previous step's comes first,
 * then the current one's (as an authenticator app shows it), then the next one's.
 */
function totpCode(totpURI: string, offset: -1 | 0 | 1): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const step = BigInt(Math.floor(Date.now() / 30_000) + offset);
  return generateHOTP(decodeBase32IgnorePadding(secret), step, 6);
}

/** The username, API key, magic link and JWT plugins' endpoints, each once. */
export async function signInPluginsScenario(s: EveryEndpointServer, alice: Person) {
  const { call, callApi } = s;
  const a = alice.browser;
  const { data } = await s.t.json<{ user: { username: string } }>("/get-session", { cookies: a });
  await call("POST", "/sign-in/username", s.t.newBrowser(), {
    body: { username: data.user.username, password: PASSWORD },
  });
  await call("POST", "/is-username-available", null, { body: { username: "someone_else" } });

  const created = await call<{ id: string; key: string }>("POST", "/api-key/create", a, {
    body: { name: "ci" },
  });
  await call("GET", "/api-key/get", a, { query: { id: created.id } });
  await call("GET", "/api-key/list", a);
  await call("POST", "/api-key/update", a, { body: { keyId: created.id, name: "deploys" } });
  await callApi("POST /api-key/verify", () =>
    s.t.auth.api.verifyApiKey({ body: { key: created.key } }),
  );
  await call("POST", "/api-key/delete", a, { body: { keyId: created.id } });
  await callApi("POST /api-key/delete-all-expired-api-keys", () =>
    s.t.auth.api.deleteAllExpiredApiKeys({}),
  );

  await call("POST", "/sign-in/magic-link", null, { body: { email: uniqueEmail("mia") } });
  const link = new URL(s.magicLinks.at(-1) ?? "");
  await call("GET", "/magic-link/verify", s.t.newBrowser(), {
    query: { token: link.searchParams.get("token") ?? "" },
  });
  // Ula signed up with a password and never verified: her link verifies the address.
  const ula = uniqueEmail("ula");
  await s.t.signUp({ email: ula, password: PASSWORD, name: "Ula" }, s.t.newBrowser());
  await s.t.json("/sign-in/magic-link", { body: { email: ula } });
  const ulasLink = new URL(s.magicLinks.at(-1) ?? "");
  await call("GET", "/magic-link/verify", s.t.newBrowser(), {
    query: { token: ulasLink.searchParams.get("token") ?? "" },
    key: "GET /magic-link/verify?unverified",
  });

  await call("GET", "/jwks", null);
  await call("GET", "/token", a);
}

/** The admin plugin's endpoints, each once, Alice being an admin; Carol is made for them. */
export async function adminScenario(s: EveryEndpointServer, alice: Person) {
  const { call } = s;
  const a = alice.browser;
  const { internalAdapter } = await s.t.auth.$context;
  await internalAdapter.updateUser(alice.id, { role: "admin" });
  const { user: carol } = await call<{ user: { id: string } }>("POST", "/admin/create-user", a, {
    body: { email: uniqueEmail("carol"), password: PASSWORD, name: "Carol", role: "user" },
  });
  const userId = carol.id;
  await call("GET", "/admin/get-user", a, { query: { id: userId } });
  await call("POST", "/admin/update-user", a, { body: { userId, data: { name: "Carol C." } } });
  await call("GET", "/admin/list-users", a, { query: { limit: "20" } });
  await call("POST", "/admin/set-role", a, { body: { userId, role: "user" } });
  await call("POST", "/admin/has-permission", a, { body: { permissions: { user: ["list"] } } });
  await call("POST", "/admin/set-user-password", a, { body: { userId, newPassword: PASSWORD } });

  const { cookies: impersonator } = await s.t.signIn({ email: alice.email, password: PASSWORD });
  await call("POST", "/admin/impersonate-user", impersonator, { body: { userId } });
  await call("POST", "/admin/stop-impersonating", impersonator);

  const carolsPhone = s.t.newBrowser();
  const carolEmail = (await internalAdapter.findUserById(userId))?.email ?? "";
  await s.t.signIn({ email: carolEmail, password: PASSWORD }, carolsPhone);
  const sessions = await call<{ sessions: { token: string }[] }>(
    "POST",
    "/admin/list-user-sessions",
    a,
    { body: { userId } },
  );
  await call("POST", "/admin/revoke-user-session", a, {
    body: { sessionToken: sessions.sessions[0]?.token },
  });
  await call("POST", "/admin/revoke-user-sessions", a, { body: { userId } });
  await call("POST", "/admin/ban-user", a, { body: { userId, banReason: "spam" } });
  await call("POST", "/admin/unban-user", a, { body: { userId } });
  // A sign-in with a ban whose end has passed lifts it; one with a ban is refused: each judged
  // from the row the sign-in read.
  const carolSignsIn = { body: { email: carolEmail, password: PASSWORD } };
  await internalAdapter.updateUser(userId, { banned: true, banExpires: new Date(Date.now() - 1) });
  await call("POST", "/sign-in/email", s.t.newBrowser(), {
    ...carolSignsIn,
    key: "POST /sign-in/email?ended-ban",
  });
  await call("POST", "/admin/update-user", a, {
    body: { userId, data: { banned: true, banExpires: null } },
    key: "POST /admin/update-user?banned",
  });
  await call("POST", "/sign-in/email", s.t.newBrowser(), {
    ...carolSignsIn,
    status: 403,
    key: "POST /sign-in/email?banned",
  });
  await internalAdapter.updateUser(userId, { banned: false });

  const key = await s.t.auth.api.createApiKey({ body: { name: "carol's", userId } });
  await call("POST", "/admin/list-user-api-keys", a, { body: { userId } });
  await call("POST", "/admin/revoke-user-api-key", a, { body: { userId, keyId: key.id } });
  await call("POST", "/admin/remove-user", a, { body: { userId } });
}

/** The two-factor and passkey plugins' endpoints, each once, by Tess. */
export async function secondFactorScenario(s: EveryEndpointServer, alice: Person) {
  const { call } = s;
  const tess = await personOutsideTheCount(s, "tess");
  const b = tess.browser;
  const enabled = await call<{ totpURI: string }>("POST", "/two-factor/enable", b, {
    body: { password: PASSWORD },
  });
  await call("POST", "/two-factor/get-totp-uri", b, { body: { password: PASSWORD } });
  await call("POST", "/two-factor/verify-totp", b, {
    body: { code: totpCode(enabled.totpURI, -1) },
  });
  const { backupCodes } = await call<{ backupCodes: string[] }>(
    "POST",
    "/two-factor/generate-backup-codes",
    b,
    { body: { password: PASSWORD } },
  );
  await call("POST", "/two-factor/send-otp", b);
  await call("POST", "/two-factor/verify-otp", b, { body: { code: s.otps.at(-1) } });
  await call("POST", "/two-factor/verify-backup-code", b, { body: { code: backupCodes[0] } });
  // A sign-in held back for its second factor, completed with a sent code, then a backup code.
  const heldBack = async () => {
    const laptop = s.t.newBrowser();
    const body = { email: tess.email, password: PASSWORD };
    // Held back: the answer is two-factor's redirect, not the schema's session.
    await s.t.json("/sign-in/email", { cookies: laptop, body, skipAnswerCheck: true });
    return laptop;
  };
  const otpLaptop = await heldBack();
  await s.t.json("/two-factor/send-otp", { cookies: otpLaptop, body: {} });
  await call("POST", "/two-factor/verify-otp", otpLaptop, {
    body: { code: s.otps.at(-1) },
    key: "POST /two-factor/verify-otp?sign-in",
  });
  await call("POST", "/two-factor/verify-backup-code", await heldBack(), {
    body: { code: backupCodes[1] },
    key: "POST /two-factor/verify-backup-code?sign-in",
  });
  await call("POST", "/two-factor/verify-totp", await heldBack(), {
    body: { code: totpCode(enabled.totpURI, 0), trustDevice: true },
    key: "POST /two-factor/verify-totp?sign-in-trust",
  });
  await call("POST", "/two-factor/verify-totp", await heldBack(), {
    body: { code: totpCode(enabled.totpURI, 1) },
    key: "POST /two-factor/verify-totp?sign-in",
  });
  await call("POST", "/two-factor/disable", b, { body: { password: PASSWORD } });
  await call("POST", "/admin/reset-two-factor", alice.browser, { body: { userId: tess.id } });

  // A passkey registered and used by an authenticator in software, as a browser would.
  const authenticator = await SoftwareAuthenticator.create();
  const origin = new URL(TEST_BASE_URL).origin;
  const creation = await call<CreationOptions>("GET", "/passkey/generate-register-options", b);
  const stored = await call<{ id: string }>("POST", "/passkey/verify-registration", b, {
    body: { response: await authenticator.register(creation, origin), name: "laptop" },
  });
  const phone = s.t.newBrowser();
  const request = await call<RequestOptions>(
    "GET",
    "/passkey/generate-authenticate-options",
    phone,
  );
  await call("POST", "/passkey/verify-authentication", phone, {
    body: { response: await authenticator.assert(request, origin) },
  });
  await call("GET", "/passkey/list-user-passkeys", b);
  await call("POST", "/passkey/update-passkey", b, {
    body: { id: stored.id, name: "work laptop" },
  });
  await call("POST", "/passkey/delete-passkey", b, { body: { id: stored.id } });
}

/**
 * The audit log's endpoints, on a server with it: Alice, an admin and an organization's owner,
 * reads her own events, the organization's and everyone's.
 */
export async function auditLogScenario(s: EveryEndpointServer) {
  const alice = await personOutsideTheCount(s, "alice");
  const { internalAdapter } = await s.t.auth.$context;
  await internalAdapter.updateUser(alice.id, { role: "admin" });
  const a = alice.browser;
  const { data: organization } = await s.t.json<{ id: string }>("/organization/create", {
    cookies: a,
    body: { name: "Audited", slug: `audited-${crypto.randomUUID().slice(0, 8)}` },
  });
  await s.call("GET", "/audit/list-events", a);
  await s.call("GET", "/organization/list-audit-events", a, {
    query: { organizationId: organization.id },
  });
  await s.call("GET", "/admin/list-audit-events", a);
}
