import type { RequestContext } from "../../context/context-types";
import type { Row } from "../../db/adapter-types";
import { UniqueConstraintError } from "../../db/unique-constraint-error";
import { authError } from "../../errors/auth-api-error";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import {
  type StartSessionCarrier,
  type StartSessionOptions,
  writeWithSession,
} from "../../session/start-session";
import type { Session, SessionWithUser, User, WithExtraFields } from "../../types/models";

export interface NewUserWithAccount {
  /** The user's fields; `email` already normalised (lowercased). */
  user: Row & { email: string; name: string; emailVerified: boolean };
  /** The first account's fields; `accountId` defaults to the new user's id (credential). */
  account: (userId: string) => Row & { providerId: string; accountId: string };
  /**
   * The new user's first session (newSessionData), written with the user and account when no
   * plugin listens to security events; otherwise left to the caller (the answer's `session` is
   * null), as when it is not given.
   */
  session?: (userId: string) => Row;
  /**
   * Instead of `session`: the sign-in that follows, its session written with the user and
   * account, judged first on the user's row as it will be stored (writeWithSession; call only
   * when canJudgeSessionBeforeUser). Without a plugin listening to security events; otherwise
   * left to the caller, as when it is not given.
   */
  signIn?: StartSessionCarrier;
  /** With `signIn`: how the session is started (rememberMe). */
  signInOptions?: StartSessionOptions;
  /** With `signIn`: what runs once the session is written, before its cookies are set. */
  beforeCookies?: (user: WithExtraFields<User>) => Promise<void>;
}

export interface FoundOrCreatedUser {
  user: WithExtraFields<User>;
  /** false: the address was taken meanwhile and `user` is its holder. */
  created: boolean;
  /** The session written with the new user, when one was asked for and could be. */
  session: WithExtraFields<Session> | null;
  /**
   * With `signIn`: the session started (its cookies set), or why the sign-in was held back or
   * refused once the user was written (as startSession would throw it); null when not tried.
   */
  signedIn: { started: SessionWithUser } | { refused: unknown } | null;
}

/**
 * The one way a user comes into being, for every sign-up (email and password, social, plugins'):
 * the user and their first account in one transaction, so there is never a user without a way
 * to sign in. Callers have looked the address up already (before hashing a password, or to
 * choose between signing in and signing up), so this does not ask again: a concurrent sign-up
 * that took the address since is answered by the unique index, and then the existing user comes
 * back (created: false); the caller decides what that means (422 for email sign-up, the linking
 * rule for social).
 *
 * Without a plugin listening to security events the rows (and the first session, when asked for)
 * are one createRecords (one statement on PostgreSQL instead of BEGIN, the inserts and COMMIT);
 * with one, a transaction holds the user, the account and the sign-up event.
 */
export async function findOrCreateUser(
  context: RequestContext,
  input: NewUserWithAccount,
): Promise<FoundOrCreatedUser> {
  try {
    return { ...(await writeUserWithAccount(context, input)), created: true };
  } catch (error) {
    // Other indexes (a plugin's) are the plugin's to answer.
    if (!(error instanceof UniqueConstraintError && error.isOn("user", "email"))) throw error;
    const winner = await context.internalAdapter.findUserByEmail(input.user.email);
    // The index refused the address, yet no user holds it now (the winner's write was undone):
    // still the address is not free to take.
    if (!winner) throw authError("UNPROCESSABLE_ENTITY", "USER_ALREADY_EXISTS");
    return { user: winner, created: false, session: null, signedIn: null };
  }
}

async function writeUserWithAccount(
  context: RequestContext,
  input: NewUserWithAccount,
): Promise<Omit<FoundOrCreatedUser, "created">> {
  const userId = (earlier: readonly Row[]) => String(earlier[0]?.id);
  if (context.securityEventListeners.length === 0 && input.signIn) {
    const { answers, started, refused } = await writeWithSession(
      input.signIn,
      [
        { create: { model: "user", data: input.user } },
        { create: { model: "account", data: (earlier) => accountOf(input, userId(earlier)) } },
      ],
      { write: 0 },
      input.signInOptions,
      input.beforeCookies,
    );
    // The user's create answers the user's row.
    const user = answers[0] as WithExtraFields<User>;
    return { user, session: null, signedIn: started ? { started } : { refused } };
  }
  if (context.securityEventListeners.length === 0) {
    const { session } = input;
    const [user, , created] = await context.internalAdapter.createRecords([
      { model: "user", data: input.user },
      { model: "account", data: (earlier) => accountOf(input, userId(earlier)) },
      ...(session
        ? [{ model: "session", data: (earlier: readonly Row[]) => session(userId(earlier)) }]
        : []),
    ]);
    // createRecords answers each record as a row of its model.
    return {
      user: user as WithExtraFields<User>,
      session: (created as WithExtraFields<Session> | undefined) ?? null,
      signedIn: null,
    };
  }
  const user = await context.internalAdapter.transaction(async (trx) => {
    const created = await trx.createUser(input.user);
    const account = accountOf(input, created.id);
    await trx.createAccount(account);
    const actor = { type: "user", id: created.id } as const;
    const payload = { method: account.providerId };
    await emitSecurityEvent(context, { type: "sign-up", actor, payload }, trx);
    return created;
  });
  return { user, session: null, signedIn: null };
}

const accountOf = (input: NewUserWithAccount, userId: string) => ({
  userId,
  ...input.account(userId),
});
