import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import type { AuthContext, RequestContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";
import { defineErrorCodes } from "../errors/define-error-codes";
import { sendMail } from "../mail/send-mail";
import { emitSecurityEvent } from "../security-events/emit-security-event";
import { cookieJarOf } from "../session/cookie-jar";
import { isSessionFresh } from "../session/resolve-session";
import { deleteSessionCookies } from "../session/session-cookies";
import { requireSession } from "../session/session-guards";
import {
  createDeleteAccountToken,
  DEFAULT_DELETE_ACCOUNT_TOKEN_EXPIRES_IN,
  deleteAccountIdentifier,
} from "../tokens/random-tokens";
import type { User, WithExtraFields } from "../types/models";
import { endpointURL } from "./helpers/auth-url";
import { redirectFailure } from "./helpers/browser-failure";
import { redirectResponse } from "./helpers/redirect-response";
import { findPasswordAccount } from "./password/credential-account";

// Account deletion: POST /delete-user (at once, or by a mailed link) and GET /delete-user/callback
// (that link), with what both share: the switch, the single-use token and the deletion itself.

/** The success messages of account deletion (spec §8 "Success messages"), word for word. */
export const DELETE_USER_MESSAGES = defineErrorCodes({
  USER_DELETED: "User deleted",
  VERIFICATION_EMAIL_SENT: "Verification email sent",
});

/** POST /delete-user: deleted now, or the confirmation link mailed. */
const deleteUserAnswer = z.strictObject({
  success: z.literal(true),
  message: z.enum([
    DELETE_USER_MESSAGES.USER_DELETED,
    DELETE_USER_MESSAGES.VERIFICATION_EMAIL_SENT,
  ]),
});

/** GET /delete-user/callback without a callbackURL: the account is gone. */
const userDeletedAnswer = z.strictObject({
  success: z.literal(true),
  message: z.literal(DELETE_USER_MESSAGES.USER_DELETED),
});

/** Deletion is off unless user.deleteUser.enabled: 404 'Delete user is disabled' (as Better Auth's 404). */
function requireDeleteUserEnabled(context: AuthContext): void {
  if (!context.options.user?.deleteUser?.enabled)
    throw authError("NOT_FOUND", "DELETE_USER_DISABLED");
}

/**
 * Spends a delete-account token of `userId`: 404 'invalid token' when it is unknown, expired or
 * someone else's. One DELETE … RETURNING that matches the token only when it is unexpired and
 * `userId`'s: a stranger cannot burn it, and of two concurrent uses exactly one gets past this line.
 */
async function redeemDeleteToken(
  context: AuthContext,
  userId: string,
  token: string,
): Promise<void> {
  const [spent] = await context.internalAdapter.writeRecords([
    {
      delete: {
        model: "verification",
        where: [
          { field: "identifier", value: deleteAccountIdentifier(token) },
          { field: "value", value: userId },
          { field: "expiresAt", operator: "gt", value: new Date() },
        ],
      },
    },
  ]);
  if (spent.length === 0) throw authError("NOT_FOUND", "INVALID_TOKEN", { field: "token" });
}

/**
 * The user gone with their sessions and accounts (the foreign keys cascade): one DELETE with
 * the user's hooks. With secondary storage, internalAdapter.deleteUser, which also revokes the
 * cached entries of sessions made while the user was being deleted.
 */
async function removeUser(context: AuthContext, userId: string): Promise<void> {
  if (context.options.secondaryStorage) return context.internalAdapter.deleteUser(userId);
  const byId = [{ field: "id", value: userId }];
  await context.internalAdapter.writeRecords([{ delete: { model: "user", where: byId } }]);
}

interface DeletingContext {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * beforeDelete → the user, their sessions and accounts removed at once (removeUser) →
 * session cookies cleared → afterDelete.
 * A beforeDelete that throws stops the deletion with its error.
 */
async function deleteAccountNow(ctx: DeletingContext, user: WithExtraFields<User>): Promise<void> {
  const { context } = ctx;
  const options = context.options.user?.deleteUser;
  await options?.beforeDelete?.(user, context.request);
  await removeUser(context, user.id);
  const actor = { type: "user", id: user.id } as const;
  await emitSecurityEvent(context, { type: "user.deleted", actor, subject: user.id });
  deleteSessionCookies(context, cookieJarOf(ctx));
  context.currentSession = null;
  await options?.afterDelete?.(user, context.request);
}

const deleteUserBody = z.object({
  callbackURL: z.string().optional(),
  password: z.string().optional(),
  token: z.string().optional(),
});

/**
 * POST /delete-user {callbackURL?, password?, token?} → { success: true, message }.
 * A given password must match; without one the session must be fresh. With a token (from the
 * deletion mail) the account goes now. Otherwise, when user.deleteUser.sendDeleteAccountVerification
 * is set, a link to /delete-user/callback is mailed ('Verification email sent'); else the
 * account is deleted at once ('User deleted').
 */
export const deleteUser = createAuthEndpoint(
  "/delete-user",
  {
    method: "POST",
    body: deleteUserBody,
    metadata: {
      interactiveOnly: true,
      openapi: { summary: "Delete the caller's account (at once, or by a confirmation mail)" },
      responseSchema: deleteUserAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const session = await requireSession(ctx);
    requireDeleteUserEnabled(context);
    const { user } = session;
    if (body.password !== undefined) {
      const account = await findPasswordAccount(context, user.id);
      if (!account) throw authError("BAD_REQUEST", "CREDENTIAL_ACCOUNT_NOT_FOUND");
      const matches = await context.password.verify({
        hash: account.password,
        password: body.password,
      });
      if (!matches) throw authError("BAD_REQUEST", "INVALID_PASSWORD", { field: "password" });
    }
    if (body.token) {
      await redeemDeleteToken(context, user.id, body.token);
      await deleteAccountNow(ctx, user);
      return { success: true, message: DELETE_USER_MESSAGES.USER_DELETED };
    }
    if (body.password === undefined && !isSessionFresh(context, session))
      throw authError("BAD_REQUEST", "SESSION_EXPIRED");

    const options = context.options.user?.deleteUser;
    const send = options?.sendDeleteAccountVerification;
    if (!send) {
      await deleteAccountNow(ctx, user);
      return { success: true, message: DELETE_USER_MESSAGES.USER_DELETED };
    }
    const token = createDeleteAccountToken();
    const identifier = deleteAccountIdentifier(token);
    const lifetime = options.deleteTokenExpiresIn ?? DEFAULT_DELETE_ACCOUNT_TOKEN_EXPIRES_IN;
    await context.internalAdapter.createVerification({
      identifier,
      value: user.id,
      expiresAt: new Date(Date.now() + lifetime * 1000),
    });
    const url = endpointURL(context, "/delete-user/callback", {
      token,
      callbackURL: body.callbackURL ?? "/",
    });
    await sendMail(context, "delete-account", send, { user, url, token }, () =>
      context.internalAdapter.deleteVerification(identifier),
    );
    return { success: true, message: DELETE_USER_MESSAGES.VERIFICATION_EMAIL_SENT };
  },
);

const deleteUserCallbackQuery = z.object({
  token: z.string(),
  callbackURL: z.string().optional(),
});

/**
 * GET /delete-user/callback ?token&callbackURL — the link of the deletion mail. The signed-in
 * user's token is spent (once), the account is deleted, and the browser is redirected to
 * callbackURL ({ success, message } JSON without one). Failures redirect there with
 * ?error=<CODE> (e.g. INVALID_TOKEN, NOT_AUTHENTICATED), or answer JSON without a callbackURL.
 */
export const deleteUserCallback = createAuthEndpoint(
  "/delete-user/callback",
  {
    method: "GET",
    query: deleteUserCallbackQuery,
    metadata: {
      openapi: {
        summary: "Follow an account deletion link",
        responses: {
          "302": redirectResponse(
            "With a callbackURL: the browser goes back to the app.",
            "callbackURL once the account is deleted, or callbackURL with error=<CODE> (e.g. INVALID_TOKEN, NOT_AUTHENTICATED) on failure.",
          ),
        },
      },
      responseSchema: userDeletedAnswer,
    },
  },
  async (ctx) => {
    const { context, query } = ctx;
    try {
      requireDeleteUserEnabled(context);
      const { user } = await requireSession(ctx);
      await redeemDeleteToken(context, user.id, query.token);
      await deleteAccountNow(ctx, user);
    } catch (error) {
      throw redirectFailure(ctx, query.callbackURL, error);
    }
    if (query.callbackURL) throw ctx.redirect(query.callbackURL);
    return { success: true, message: DELETE_USER_MESSAGES.USER_DELETED };
  },
);
