import type { RequestContext } from "../context/context-types";
import type { Row } from "../db/adapter-types";
import { DatabaseHookVetoError } from "../db/database-hook-veto-error";
import { generateId } from "../db/generate-id";
import type {
  ConditionalFollowedRecordAnswer,
  ConditionalRecordWrites,
  FollowedRecordAnswer,
  FollowingRecords,
  NewRecord,
  RecordWrite,
} from "../db/internal-adapter-types";
import { APIError, authError } from "../errors/auth-api-error";
import type { SessionWithUser, User, WithExtraFields } from "../types/models";
import { cookieJarOf } from "./cookie-jar";
import { hasBeforeHook } from "./has-before-hook";
import { setSessionCookies } from "./session-cookies";
import { holdSessionUser, releaseSessionUser } from "./session-user-in-hand";
import type { SessionStartPurpose } from "./sign-in-rules";

export interface StartSessionCarrier {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * Runs the plugins' sign-in rules (sign-in-rules.ts): the first that holds the sign-in back
 * is thrown. Skipped for an impersonation and for a session that continues the one the request
 * already carries for this user (a password change signs the same person in again).
 */
async function checkSignIn(
  ctx: StartSessionCarrier,
  user: WithExtraFields<User>,
  attempt: { rememberMe: boolean; multiFactor: boolean },
  purpose: SessionStartPurpose,
): Promise<void> {
  const { context } = ctx;
  if (purpose === "impersonation" || context.signInRules.length === 0) return;
  if (context.currentSession?.user.id === user.id) return;
  const cookies = cookieJarOf(ctx);
  for (const rule of context.signInRules) {
    const getHeader = (name: string) => ctx.getHeader(name);
    const pending = await rule({ user, ...attempt, context, getHeader, cookies });
    if (pending) throw pending;
  }
}

/** How startSession was asked to start a session. */
export interface StartSessionOptions {
  rememberMe?: boolean | undefined;
  purpose?: SessionStartPurpose;
  /** The sign-in proved more than one factor (see SignInAttempt.multiFactor). */
  multiFactor?: boolean;
}

export interface NewSessionData extends Row {
  token: string;
  userId: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The session row startSession writes for `userId`: its lifetime, IP address and user agent. */
export function newSessionData(
  ctx: StartSessionCarrier,
  userId: string,
  options: StartSessionOptions = {},
): NewSessionData {
  const { context } = ctx;
  const lifetime = options.rememberMe === false ? 86_400 : context.sessionConfig.expiresIn;
  const tracking = !context.options.advanced?.ipAddress?.disableIpTracking;
  return {
    token: generateId(),
    expiresAt: new Date(Date.now() + lifetime * 1000),
    ipAddress: tracking ? context.clientIp : null,
    userAgent: ctx.getHeader("user-agent"),
    userId,
  };
}

/**
 * Whether a session may be written in one batch with the request's other rows (sign-up's user
 * and account, a first social sign-in's, verify-email's changes): no plugin has a sign-in rule
 * to consult, and no database hook runs before a session is created. Such a hook may refuse the
 * session (an admin's ban, an app's rule), and its refusal must leave the other rows written, as
 * it always has: then the caller calls startSession once they are.
 */
export function canWriteSessionInBatch(context: RequestContext): boolean {
  return context.signInRules.length === 0 && !hasBeforeHook(context, "session", "create");
}

/**
 * Whether a sign-in's session may be judged before its user's row is stored, and so written in
 * one batch with it (a first social or magic-link sign-in, verify-email's changes): the sign-in
 * rules are shown the row as it will be written, and the only hooks before a session is created
 * are plugins' that judge a sign-in from that row (`judgesSignInsFromUserInHand`, through
 * sessionUserInHand). The app's own
 * session hook may read the user from the database: with one, the session is written after the
 * user, as it always was. So it is with a listener of security events, whose events keep their
 * order (the user's, then the sign-in's). Always so when nothing at all judges a session
 * (canWriteSessionInBatch).
 */
export function canJudgeSessionBeforeUser(context: RequestContext): boolean {
  if (canWriteSessionInBatch(context)) return true;
  if (context.securityEventListeners.length > 0) return false;
  if (context.options.databaseHooks?.session?.create?.before) return false;
  return context.plugins.every(
    (plugin) =>
      plugin.databaseHooks?.session?.create?.before === undefined ||
      plugin.judgesSignInsFromUserInHand === true,
  );
}

/** Sets the cookies of a session just written and records it as this request's new session. */
export async function adoptSession(
  ctx: StartSessionCarrier,
  session: SessionWithUser,
  options: StartSessionOptions = {},
): Promise<SessionWithUser> {
  const { context } = ctx;
  await setSessionCookies(context, cookieJarOf(ctx), session, {
    dontRememberMe: options.rememberMe === false,
  });
  context.newSession = session;
  context.currentSession = session;
  return session;
}

/** What a sign-in asks of the rules: the session's lifetime and whether it proved two factors. */
function attemptOf(options: StartSessionOptions) {
  return { rememberMe: options.rememberMe !== false, multiFactor: options.multiFactor === true };
}

/**
 * Writes the session (`write`): a database hook's refusal is the answer (its APIError as it is,
 * a `false` veto as 400), anything else a 500 FAILED_TO_CREATE_SESSION.
 */
async function writeSession<T>(context: RequestContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof APIError || error instanceof DatabaseHookVetoError) throw error;
    context.logger.error("failed to create session", error);
    throw authError("INTERNAL_SERVER_ERROR", "FAILED_TO_CREATE_SESSION");
  }
}

/**
 * Creates a session for `user`, sets its cookies and records it as this request's new session.
 * Every sign-in passes here, so the plugins' sign-in rules see them all: a rule may hold the
 * sign-in back (SignInPending is thrown, no session is written) or refuse it.
 */
export async function startSession(
  ctx: StartSessionCarrier,
  user: WithExtraFields<User>,
  options: StartSessionOptions = {},
): Promise<SessionWithUser> {
  const { context } = ctx;
  await checkSignIn(ctx, user, attemptOf(options), options.purpose ?? "sign-in");
  const { userId, ...data } = newSessionData(ctx, user.id, options);
  const created = await writeSession(context, () =>
    context.internalAdapter.createSession(userId, data),
  );
  return adoptSession(ctx, { session: created, user }, options);
}

/** What startSessionWith answers: the first condition that failed, or the session and the writes' answers. */
export type SessionStartedWith =
  | { failed: number; started: null; answers: null }
  | { failed: null; started: SessionWithUser; answers: readonly unknown[] };

/**
 * startSession, the session written in one write with `along.writes`, all or none, and only
 * while every condition of `along.when` holds, read after locking `along.lock`'s rows
 * (internalAdapter.writeRecordsIf: one round trip on PostgreSQL). The sign-in rules run first,
 * and the session's before hooks ahead of the write, as startSession's: a rule that holds the
 * sign-in back, or a hook's refusal, is thrown with nothing written. A failed condition is
 * answered (`failed`: its index), nothing written, for the caller to refuse as it did before.
 */
export async function startSessionWith(
  ctx: StartSessionCarrier,
  user: WithExtraFields<User>,
  along: ConditionalRecordWrites<readonly RecordWrite[]>,
  options: StartSessionOptions = {},
): Promise<SessionStartedWith> {
  const { context } = ctx;
  await checkSignIn(ctx, user, attemptOf(options), options.purpose ?? "sign-in");
  const session: RecordWrite = {
    create: { model: "session", data: newSessionData(ctx, user.id, options) },
  };
  const written = await writeSession(context, () =>
    context.internalAdapter.writeRecordsIf({ ...along, writes: [...along.writes, session] }),
  );
  if (written.failed !== null) return { failed: written.failed, started: null, answers: null };
  // writeRecordsIf answers, in order, each write's rows and last the created session.
  const created = written.answers.at(-1) as SessionWithUser["session"];
  const started = await adoptSession(ctx, { session: created, user }, options);
  return { failed: null, started, answers: written.answers.slice(0, -1) };
}

/**
 * Which of writeWithSession's writes makes the user's row: a create, or an update of `was`; or
 * none (`write` absent), the user being `was` as the request has just read it.
 */
export type SessionUserWrite =
  | {
      /** The index of the write among the writes. */
      write: number;
      /** An update's user as read before it (its fields over this row are the row in hand). */
      was?: WithExtraFields<User>;
    }
  | { write?: undefined; was: WithExtraFields<User> };

/**
 * Records to create in the same batch as the session (a device's trust, say), given the user as
 * it will be stored: written only with the session, and not at all when it is refused.
 */
export type WithSessionRecords = (user: WithExtraFields<User>) => readonly NewRecord[];

/**
 * What writeWithSession answers: the writes' answers, and the session (with the rows created by
 * `withSession`, in order) or why there is none.
 */
export type WrittenWithSession<W extends readonly RecordWrite[]> =
  | {
      answers: FollowedRecordAnswer<W>["answers"];
      started: SessionWithUser;
      withSession: Row[];
      refused?: never;
    }
  | { answers: FollowedRecordAnswer<W>["answers"]; started: null; refused: unknown };

/**
 * Writes `writes` and starts the session of the user one of them creates or updates (or of
 * `was`, the user as just read, when none does), the session in the same batch (internalAdapter.writeRecordsFollowedBy: one round trip on
 * PostgreSQL): the sign-in rules and the session's before hooks run first, on the user's row as
 * it will be stored. A rule that holds the sign-in back, or a refusal, leaves the writes made
 * alone and is answered as `refused`, as startSession would have thrown it once they were
 * written. `beforeCookies` runs once a session is written, before its cookies are set (what a
 * caller did between writing the user and startSession). `withSession`'s records are created in
 * the same batch as the session, and only with it. Only when canJudgeSessionBeforeUser.
 */
export async function writeWithSession<const W extends readonly RecordWrite[]>(
  ctx: StartSessionCarrier,
  writes: W,
  userWrite: SessionUserWrite,
  options: StartSessionOptions = {},
  beforeCookies?: (user: WithExtraFields<User>) => Promise<void>,
  withSession?: WithSessionRecords,
): Promise<WrittenWithSession<W>> {
  const written = await followWithSession(
    ctx,
    async (following) => ({
      failed: null,
      ...(await ctx.context.internalAdapter.writeRecordsFollowedBy(writes, following)),
    }),
    userWrite,
    options,
    beforeCookies,
    withSession,
  );
  // Unguarded: no condition can fail.
  return written as WrittenWithSession<W>;
}

/**
 * writeWithSession, the writes and the session made only while every condition of `along.when`
 * holds, read after locking `along.lock`'s rows (internalAdapter.writeRecordsFollowedByIf: one
 * round trip on PostgreSQL over a pg Pool). A failed condition writes nothing and is answered
 * (`failed`: its index); a refusal of the session leaves the writes made alone, as
 * writeWithSession's (`beforeCookies` and `withSession` too). Only when canJudgeSessionBeforeUser.
 */
export async function writeWithSessionIf<const W extends readonly RecordWrite[]>(
  ctx: StartSessionCarrier,
  along: ConditionalRecordWrites<W>,
  userWrite: SessionUserWrite,
  options: StartSessionOptions = {},
  beforeCookies?: (user: WithExtraFields<User>) => Promise<void>,
  withSession?: WithSessionRecords,
): Promise<{ failed: number } | ({ failed: null } & WrittenWithSession<W>)> {
  return followWithSession(
    ctx,
    (following) => ctx.context.internalAdapter.writeRecordsFollowedByIf(along, following),
    userWrite,
    options,
    beforeCookies,
    withSession,
  );
}

/** writeWithSession's work, the writes made by `write` given what follows them. */
async function followWithSession<const W extends readonly RecordWrite[]>(
  ctx: StartSessionCarrier,
  write: (following: FollowingRecords) => Promise<ConditionalFollowedRecordAnswer<W>>,
  userWrite: SessionUserWrite,
  options: StartSessionOptions,
  beforeCookies?: (user: WithExtraFields<User>) => Promise<void>,
  withSession?: WithSessionRecords,
): Promise<{ failed: number } | ({ failed: null } & WrittenWithSession<W>)> {
  const { context } = ctx;
  const inHand = (prepared: readonly (Row | null)[]) =>
    ({
      ...userWrite.was,
      ...(userWrite.write === undefined ? {} : prepared[userWrite.write]),
    }) as WithExtraFields<User>;
  let ruleError: { error: unknown } | null = null;
  const following = async (prepared: readonly (Row | null)[]) => {
    const user = inHand(prepared);
    try {
      await checkSignIn(ctx, user, attemptOf(options), options.purpose ?? "sign-in");
    } catch (error) {
      ruleError = { error };
      throw error;
    }
    // The session's before hooks run next, with the user's row in hand (session-user-in-hand.ts).
    holdSessionUser(context, user);
    // The session first (answered first), then what is written only with it.
    const session: NewRecord = { model: "session", data: newSessionData(ctx, user.id, options) };
    return [session, ...(withSession?.(user) ?? [])];
  };
  const written = await write(following).finally(() => releaseSessionUser(context));
  if (written.failed !== null) return { failed: written.failed };
  const { answers, followed } = written;
  if ("refused" in followed) {
    const { refused } = followed;
    // A rule's error as startSession lets it through; a session hook's as writeSession answers it.
    if (ruleError || refused instanceof APIError || refused instanceof DatabaseHookVetoError)
      return { failed: null, answers, started: null, refused };
    context.logger.error("failed to create session", refused);
    return {
      failed: null,
      answers,
      started: null,
      refused: authError("INTERNAL_SERVER_ERROR", "FAILED_TO_CREATE_SESSION"),
    };
  }
  // The user's write answers the created row, or the updated rows (the one user).
  const userRow = userWrite.write === undefined ? userWrite.was : answers[userWrite.write];
  const user = (Array.isArray(userRow) ? userRow[0] : userRow) as WithExtraFields<User>;
  const [session, ...withSessionRows] = followed.rows as [SessionWithUser["session"], ...Row[]];
  await beforeCookies?.(user);
  const started = await adoptSession(ctx, { session, user }, options);
  return { failed: null, answers, started, withSession: withSessionRows };
}
