import type { RequestContext } from "../context/context-types";
import { APIError } from "../errors/auth-api-error";
import type { User, WithExtraFields } from "../types/models";
import type { CookieJar } from "./cookie-jar";

/** What a sign-in rule is shown: the user a session is about to start for, and the request. */
export interface SignInAttempt {
  user: WithExtraFields<User>;
  /** false when the sign-in asked for a session that ends with the browser. */
  rememberMe: boolean;
  /**
   * True when the way in proves more than one factor by itself (a passkey with user
   * verification) or a plugin already took the second (two-factor's verify endpoints): a rule
   * asking for a second factor lets it through.
   */
  multiFactor: boolean;
  context: RequestContext;
  getHeader(name: string): string | null;
  /** The request's cookies and the answer's Set-Cookie (a pending state's cookie goes here). */
  cookies: CookieJar;
}

/**
 * A sign-in held back before its session exists (a second factor is due). Thrown by
 * startSession when a plugin's sign-in rule returns it; the request answers `answer` as JSON
 * (status 200, with the cookies the rule set), or, on a browser flow that would have redirected
 * to a callback URL (social and generic OAuth callbacks, a magic link, verify-email), redirects
 * to `redirectTo(callbackURL)`. No session was written.
 *
 * It is an APIError (status 200, the answer as its body), so code that passes APIErrors on
 * (a plugin's "anything else is a 500" guard) passes it on too, and one that turns APIErrors
 * into a refusal still refuses: it never becomes a session by mistake.
 */
export class SignInPending extends APIError {
  constructor(
    /** What the sign-in answers instead of a session, e.g. `{ twoFactorRedirect: true }`. */
    readonly answer: Record<string, unknown>,
    /** Where a browser sign-in bound for `callbackURL` is sent instead. */
    readonly redirectTo: (callbackURL: string) => string,
  ) {
    super("OK", answer);
  }
}

/**
 * A plugin's rule of every sign-in (`signInRules` in the plugin contract): it runs in
 * startSession, before the session is written, whichever first factor brought the user
 * (password, username, magic link, social or generic OAuth, a later plugin's). It returns a
 * SignInPending to hold the sign-in back, throws an APIError to refuse it, or returns nothing.
 * It does not run for a session that continues one the request already carries for the same
 * user (a password change), nor for an impersonation.
 */
export type SignInRule = (
  attempt: SignInAttempt,
) => SignInPending | undefined | Promise<SignInPending | undefined>;

/** Why startSession is called: a person signing in (the default), or an admin impersonating. */
export type SessionStartPurpose = "sign-in" | "impersonation";
