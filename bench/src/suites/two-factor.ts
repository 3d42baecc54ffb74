import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { apiCall, expectEqual } from "../server/api-call";
import { cloneRows, idWhere } from "../server/clone-rows";
import { cookieOf } from "../server/flow-load";
import { signInCookie } from "../server/session-cookie";
import { pluginSuite } from "./plugin-suite";
import type { LoadCase } from "./side-by-side";

const PASSWORD = "bench-password-123";
/**
 * Users with two-factor on, each signing in at most once in a load: a TOTP code is accepted
 * once (Tollgate refuses it again), so no user may sign in twice within a 30 s step. 2,000 is
 * far above what 5 s of scrypt-bound sign-ins reach on a fast machine (this one does ~20/s).
 */
const USERS = 2_000;
const JSON_POST = { "content-type": "application/json", origin: "http://127.0.0.1" };

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(url, {
    method: "POST",
    headers: cookie ? { ...JSON_POST, cookie } : JSON_POST,
    body: JSON.stringify(body),
  });

/** The current code of an authenticator app holding the otpauth:// URI's secret. */
function authenticatorApp(totpURI: string): () => string {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  const key = decodeBase32IgnorePadding(secret);
  return () => generateTOTP(key, 30, 6);
}

/**
 * A sign-in of a user with two-factor on: POST /sign-in/email answers `twoFactorRedirect` and
 * the pending sign-in's cookie instead of a session, then POST /two-factor/verify-totp with the
 * authenticator app's current code starts the session. One user turns two-factor on through the
 * API (enable with the password, then the first code); the others are copies of their rows
 * (user, password account, two-factor secret) in each library's own format. Before the load,
 * one flow is checked end to end on both sides: the session it starts is the user's.
 */
const totpSignIn: LoadCase = {
  name: "sign-in with TOTP: POST /sign-in/email → POST /two-factor/verify-totp",
  async prepare({ server, dbFile }) {
    const cookie = await signInCookie(server.url, {
      email: "totp-user@bench.test",
      password: PASSWORD,
      name: "TOTP user",
    });
    const { user } = await apiCall<{ user: { id: string } }>(server.url, cookie, "/get-session");
    const { totpURI } = await apiCall<{ totpURI: string }>(
      server.url,
      cookie,
      "/two-factor/enable",
      {
        password: PASSWORD,
      },
    );
    const code = authenticatorApp(totpURI);
    await apiCall(server.url, cookie, "/two-factor/verify-totp", { code: code() });

    const accountId = idWhere(dbFile, "account", "userId", user.id);
    const twoFactorId = idWhere(dbFile, "twoFactor", "userId", user.id);
    const userIdOf = (index: number) => `bench-totp-user-${index}`;
    const emailOf = (index: number) => `totp-${index}@bench.test`;
    cloneRows(dbFile, "user", user.id, USERS, (index) => ({
      id: userIdOf(index),
      email: emailOf(index),
    }));
    cloneRows(dbFile, "account", accountId, USERS, (index) => ({
      id: `bench-totp-account-${index}`,
      userId: userIdOf(index),
      accountId: userIdOf(index),
    }));
    // Tollgate's row remembers the last step used; a copy starts with none, as a new enrolment.
    cloneRows(dbFile, "twoFactor", twoFactorId, USERS, (index) => ({
      id: `bench-totp-${index}`,
      userId: userIdOf(index),
      lastUsedStep: null,
    }));

    let next = 0;
    const flow = async () => {
      const index = next++;
      if (index >= USERS)
        throw new Error(`two-factor: more than ${USERS} sign-ins in one load; raise USERS`);
      const signIn = await post(`${server.url}/api/auth/sign-in/email`, {
        email: emailOf(index),
        password: PASSWORD,
      });
      const pending = (await signIn.json()) as { twoFactorRedirect?: boolean };
      if (signIn.status !== 200 || pending.twoFactorRedirect !== true)
        throw new Error(`sign-in: ${signIn.status} ${JSON.stringify(pending)}`);
      const verified = await post(
        `${server.url}/api/auth/two-factor/verify-totp`,
        { code: code() },
        cookieOf(signIn),
      );
      const body = await verified.text();
      if (verified.status !== 200) throw new Error(`verify-totp: ${verified.status} ${body}`);
      return cookieOf(verified);
    };

    const sessionCookie = await flow();
    const session = await apiCall<{ user: { id: string } }>(
      server.url,
      sessionCookie,
      "/get-session",
    );
    expectEqual("the session after the code: user", session.user.id, userIdOf(0));
    return {
      flow: async () => {
        await flow();
      },
    };
  },
};

export const TWO_FACTOR_CASES: LoadCase[] = [totpSignIn];

/** The two-factor plugins side by side on SQLite: a password sign-in and its TOTP code. */
export const twoFactorSuite = pluginSuite("two-factor", "two-factor", TWO_FACTOR_CASES);
