import { decoyPasswordHash } from "../../crypto/password";
import type { APIError } from "../../errors/auth-api-error";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { toPublic } from "../../session/public-fields";
import { startSession } from "../../session/start-session";
import type { Account, User, WithExtraFields } from "../../types/models";
import { canSendVerificationEmail, sendVerificationMail } from "../email-verification";

/** The request a password sign-in runs in: what `startSession` needs (context, headers, cookies). */
export type PasswordSignInRequest = Parameters<typeof startSession>[0];

/** A user and their credential account (which holds the password hash), as sign-in finds them. */
export interface UserWithCredential<U extends WithExtraFields<User> = WithExtraFields<User>> {
  user: U;
  credential: Account | null;
}

/** What one way of signing in with a password (by email, by username, …) decides for itself. */
export interface PasswordSignIn<U extends WithExtraFields<User>> {
  /**
   * Finds the user and their credential, e.g. `internalAdapter.findUserWithCredential(email)` or
   * `findUserWithCredentialBy("username", name)`; null when there is no such user (or the input
   * cannot name one), and the answer is then `invalidCredentials` after the same work.
   */
  findUser(): Promise<UserWithCredential<U> | null>;
  password: string;
  /** How the user named themselves, for the audit trail ("email" unless said). */
  method?: string;
  /** false: a session of one day that is not refreshed, and the dont_remember cookie. */
  rememberMe?: boolean | undefined;
  /** Where the link of the verification mail sent on a blocked sign-in leads after verifying. */
  callbackURL?: string | undefined;
  /** The answer to an unknown user, a user without a password and a wrong password alike. */
  invalidCredentials(): APIError;
  /** The answer when `emailAndPassword.requireEmailVerification` blocks an unverified user. */
  emailNotVerified(): APIError;
}

/**
 * The one password sign-in of the core and of plugins: finds the user, verifies the password
 * (verifying against a decoy hash for an unknown user, so the answer's timing does not reveal
 * whether the user exists), refuses an unverified email when verification is required (mailing a
 * fresh verification link first when `emailVerification.sendOnSignIn` is on), then starts the
 * session and sets its cookies. Answers the session token and the user without hidden fields.
 */
export async function signInWithPassword<U extends WithExtraFields<User>>(
  request: PasswordSignInRequest,
  signIn: PasswordSignIn<U>,
): Promise<{ token: string; user: U }> {
  const { context } = request;
  const payload = { method: signIn.method ?? "email" };
  const failed = (reason: string, subject: string | null) =>
    emitSecurityEvent(context, { type: "sign-in", outcome: "failure", reason, subject, payload });
  const found = await signIn.findUser();
  const storedHash = found?.credential?.password;
  if (!found || !storedHash) {
    await context.password.verify({
      hash: await decoyPasswordHash(context.password),
      password: signIn.password,
    });
    await failed(found ? "wrong-password" : "unknown-user", found?.user.id ?? null);
    throw signIn.invalidCredentials();
  }
  if (!(await context.password.verify({ hash: storedHash, password: signIn.password }))) {
    await failed("wrong-password", found.user.id);
    throw signIn.invalidCredentials();
  }
  if (context.options.emailAndPassword?.requireEmailVerification && !found.user.emailVerified) {
    if (context.options.emailVerification?.sendOnSignIn && canSendVerificationEmail(context))
      await sendVerificationMail(context, found.user, signIn.callbackURL);
    await failed("unverified", found.user.id);
    throw signIn.emailNotVerified();
  }
  const session = await startSession(request, found.user, { rememberMe: signIn.rememberMe });
  await emitSecurityEvent(context, { type: "sign-in", subject: found.user.id, payload });
  return { token: session.session.token, user: toPublic(context, "user", found.user) };
}
