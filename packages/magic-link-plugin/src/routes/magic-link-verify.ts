import {
  APIError,
  type AuthEndpointContext,
  canJudgeSessionBeforeUser,
  checkName,
  createAuthEndpoint,
  emitSecurityEvent,
  modelReference,
  type RecordWrite,
  type Row,
  type SessionWithUser,
  SignInPending,
  startSession,
  toPublic,
  UniqueConstraintError,
  type Verification,
  writeWithSession,
} from "@tollgate/auth-server";
import { z } from "zod";
import type { MagicLinkErrorCode } from "../error-codes";
import { magicLinkError } from "../magic-link-error";
import { magicLinkIdentifier, readMagicLinkRecord } from "../magic-link-token";
import type { ResolvedMagicLinkOptions } from "../options";
import { withQuery } from "./link-url";

export const magicLinkVerifyQuery = z.object({
  token: z.string().min(1),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
});

/** Without a callbackURL: the new session's token, the signed-in user and the session. */
const magicLinkVerifyAnswer = z.object({
  token: z.string(),
  user: modelReference("user"),
  session: modelReference("session"),
});

/** With a callbackURL (or an errorCallbackURL on failure), the browser is sent back to the app. */
const magicLinkRedirect = {
  description: "With a callbackURL: signed in, or refused, the browser goes back to the app.",
  headers: {
    Location: {
      description:
        "newUserCallbackURL (a new account) or callbackURL once signed in; on a refusal, errorCallbackURL (else callbackURL) with ?error=CODE (INVALID_TOKEN, EXPIRED_TOKEN, new_user_signup_disabled, …) and error_description.",
      schema: { type: "string" },
    },
  },
};

type VerifyContext = AuthEndpointContext<
  "/magic-link/verify",
  { method: "GET"; query: typeof magicLinkVerifyQuery }
>;

/** Better Auth's spelling of the codes a browser is redirected with (`?error=`). */
const REDIRECT_CODES: Partial<Record<MagicLinkErrorCode, string>> = {
  NEW_USER_SIGNUP_DISABLED: "new_user_signup_disabled",
};

/**
 * Spends the link's token: exactly one of any number of concurrent uses gets the record. One
 * delete answers the link's record, expired or not, so that an expired link is told from an
 * unknown one (EXPIRED_TOKEN, INVALID_TOKEN) and is gone either way.
 */
async function spendToken(ctx: VerifyContext) {
  const { context } = ctx;
  const identifier = await magicLinkIdentifier(ctx.query.token);
  const [deleted] = await context.internalAdapter.writeRecords([
    { delete: { model: "verification", where: [{ field: "identifier", value: identifier }] } },
  ]);
  const now = Date.now();
  // writeRecords answers the verification model's rows as deleted.
  const records = (deleted as (Verification & Row)[]).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
  const usable = records.find((stored) => stored.expiresAt.getTime() > now);
  if (!usable && records.length > 0) throw magicLinkError("UNAUTHORIZED", "EXPIRED_TOKEN");
  const record = usable ? readMagicLinkRecord(usable.value) : null;
  if (!record) throw magicLinkError("UNAUTHORIZED", "INVALID_TOKEN");
  return record;
}

interface LinkOwner {
  user: SessionWithUser["user"];
  isNewUser: boolean;
  /** A new user's sign-in, made with the user (writeWithSession), or why it was not. */
  signedIn?: { started: SessionWithUser } | { refused: unknown };
}

/**
 * A new user with the address verified, and the sign-in's session in the same write when it
 * can be judged before the user is stored (canJudgeSessionBeforeUser); else the user alone.
 */
async function createLinkOwner(
  ctx: VerifyContext,
  data: Row & { email: string; name: string; emailVerified: boolean },
): Promise<LinkOwner> {
  const { context } = ctx;
  if (!canJudgeSessionBeforeUser(context))
    return { user: await context.internalAdapter.createUser(data), isNewUser: true };
  const { answers, started, refused } = await writeWithSession(
    ctx,
    [{ create: { model: "user", data } }],
    { write: 0 },
  );
  // The user's create answers the user's row.
  const user = answers[0] as SessionWithUser["user"];
  return { user, isNewUser: true, signedIn: started ? { started } : { refused } };
}

/**
 * An existing unverified owner: their sessions made before ended and the address verified, with
 * the sign-in's session in the same write, judged on the user as it will be (writeWithSession).
 * With secondary storage the sessions are ended first, by the core's session operation.
 */
async function verifyLinkOwner(
  ctx: VerifyContext,
  existing: SessionWithUser["user"],
): Promise<LinkOwner> {
  const { internalAdapter, options } = ctx.context;
  const endSessions: RecordWrite[] = [];
  if (options.secondaryStorage) await internalAdapter.deleteUserSessions(existing.id);
  else
    endSessions.push({
      delete: { model: "session", where: [{ field: "userId", value: existing.id }] },
    });
  const byId = [{ field: "id", value: existing.id }];
  const verify: RecordWrite = {
    update: { model: "user", where: byId, data: { emailVerified: true } },
  };
  const { answers, started, refused } = await writeWithSession(ctx, [...endSessions, verify], {
    write: endSessions.length,
    was: existing,
  });
  // The user's update answers the rows it updated (the one user).
  const verified = (answers[endSessions.length] as Row[])[0] as SessionWithUser["user"] | undefined;
  return {
    user: verified ?? existing,
    isNewUser: false,
    signedIn: started ? { started } : { refused },
  };
}

/**
 * The link's owner: an existing user, or (sign-up allowed) a new one with the address verified
 * — the link proved it. An existing unverified user becomes verified, and the sessions made
 * before the address was proven are ended: whoever registered it first cannot stay signed in.
 */
async function linkOwner(
  ctx: VerifyContext,
  options: ResolvedMagicLinkOptions,
  record: { email: string; name?: string },
): Promise<LinkOwner> {
  const { internalAdapter } = ctx.context;
  const existing = await internalAdapter.findUserByEmail(record.email);
  if (existing) {
    if (existing.emailVerified) return { user: existing, isNewUser: false };
    if (canJudgeSessionBeforeUser(ctx.context)) return verifyLinkOwner(ctx, existing);
    await internalAdapter.deleteUserSessions(existing.id);
    const verified = await internalAdapter.updateUser(existing.id, { emailVerified: true });
    return { user: verified ?? existing, isNewUser: false };
  }
  if (options.disableSignUp) throw magicLinkError("FORBIDDEN", "NEW_USER_SIGNUP_DISABLED");
  // Checked again here: a link requested before the rules tightened (a lower maxNameLength,
  // an older server) must not make an account with a name sign-up would refuse.
  if (record.name) checkName(ctx.context, record.name);
  try {
    const owner = await createLinkOwner(ctx, {
      email: record.email,
      name: record.name ?? "",
      emailVerified: true,
    });
    const signUp = { type: "sign-up", actor: { type: "user", id: owner.user.id } } as const;
    await emitSecurityEvent(ctx.context, { ...signUp, payload: { method: "magic-link" } });
    return owner;
  } catch (error) {
    // Two links for one new address spent at once: the other made the user.
    if (!(error instanceof UniqueConstraintError && error.isOn("user", "email"))) throw error;
    const made = await internalAdapter.findUserByEmail(record.email);
    if (!made) throw error;
    return { user: made, isNewUser: false };
  }
}

/** A failure for a browser: back to the error callback with `?error=`, else JSON. */
function failure(ctx: VerifyContext, error: unknown): unknown {
  const target = ctx.query.errorCallbackURL || ctx.query.callbackURL;
  if (!target || !(error instanceof APIError)) return error;
  const code = typeof error.body?.code === "string" ? error.body.code : "UNKNOWN_ERROR";
  const params: Record<string, string> = {
    error: REDIRECT_CODES[code as MagicLinkErrorCode] ?? code,
  };
  const description = [error.body?.message, error.body?.description]
    .filter((part) => typeof part === "string")
    .join(" ");
  if (description) params.error_description = description;
  return ctx.redirect(withQuery(target, params));
}

export type MagicLinkVerifyEndpoint = ReturnType<typeof createMagicLinkVerify>;

/**
 * GET /magic-link/verify ?token, callbackURL?, errorCallbackURL?, newUserCallbackURL? → signs
 * in and redirects to callbackURL (newUserCallbackURL for a new account); without callbackURL
 * answers {token, user, session}. Refusals (a spent, unknown or expired link, sign-up disabled,
 * a banned user through the core's session hooks) redirect with `?error=CODE` or answer JSON.
 */
export function createMagicLinkVerify(options: ResolvedMagicLinkOptions) {
  return createAuthEndpoint(
    "/magic-link/verify",
    {
      method: "GET",
      query: magicLinkVerifyQuery,
      metadata: {
        openapi: {
          summary: "Follow a magic link: sign in (creating the account when allowed)",
          responses: { "302": magicLinkRedirect },
        },
        responseSchema: magicLinkVerifyAnswer,
      },
    },
    async (ctx) => {
      let signedIn: Awaited<ReturnType<typeof startSession>>;
      let isNewUser: boolean;
      try {
        const record = await spendToken(ctx);
        const owner = await linkOwner(ctx, options, record);
        isNewUser = owner.isNewUser;
        if (owner.signedIn && "refused" in owner.signedIn) throw owner.signedIn.refused;
        signedIn = owner.signedIn ? owner.signedIn.started : await startSession(ctx, owner.user);
        const payload = { method: "magic-link", isNewUser };
        await emitSecurityEvent(ctx.context, { type: "sign-in", subject: owner.user.id, payload });
      } catch (error) {
        // A second factor is due: a browser goes where the plugin says, with no session yet.
        if (error instanceof SignInPending && ctx.query.callbackURL)
          throw ctx.redirect(error.redirectTo(ctx.query.callbackURL));
        throw failure(ctx, error);
      }
      const { callbackURL, newUserCallbackURL } = ctx.query;
      if (callbackURL)
        throw ctx.redirect(isNewUser ? newUserCallbackURL || callbackURL : callbackURL);
      return {
        token: signedIn.session.token,
        user: toPublic(ctx.context, "user", signedIn.user),
        session: toPublic(ctx.context, "session", signedIn.session),
      };
    },
  );
}
