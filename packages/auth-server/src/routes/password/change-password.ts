import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import type { AuthContext } from "../../context/context-types";
import type { Row, Where } from "../../db/adapter-types";
import { authError } from "../../errors/auth-api-error";
import { modelReference } from "../../open-api/model-reference";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { cookieJarOf } from "../../session/cookie-jar";
import { toPublic } from "../../session/public-fields";
import { requireSession } from "../../session/session-guards";
import {
  canJudgeSessionBeforeUser,
  type StartSessionCarrier,
  startSession,
  writeWithSessionIf,
} from "../../session/start-session";
import type { User, WithExtraFields } from "../../types/models";
import { checkPasswordLength } from "../helpers/password-rules";
import { findPasswordAccount } from "./credential-account";

const changePasswordBody = z.object({
  newPassword: z.string(),
  currentPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
});

/**
 * POST /change-password {newPassword, currentPassword, revokeOtherSessions?} → { token, user }.
 * With revokeOtherSessions every session of the user ends and a new one starts here (its token
 * is answered and its cookies set); otherwise token is null.
 */
/** A new session's token when the other sessions were ended (else null), and the user. */
const changePasswordAnswer = z.object({
  token: z.string().nullable(),
  user: modelReference("user"),
});

export const changePassword = createAuthEndpoint(
  "/change-password",
  {
    method: "POST",
    body: changePasswordBody,
    metadata: {
      interactiveOnly: true,
      openapi: { summary: "Change the caller's password" },
      responseSchema: changePasswordAnswer,
      errorCodes: [
        "NOT_AUTHENTICATED",
        "FAILED_TO_GET_SESSION",
        "PASSWORD_TOO_SHORT",
        "PASSWORD_TOO_LONG",
        "CREDENTIAL_ACCOUNT_NOT_FOUND",
        "INVALID_PASSWORD",
        "FAILED_TO_CREATE_SESSION",
        "OPERATION_REFUSED",
      ],
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx);
    checkPasswordLength(context, body.newPassword, "newPassword");
    const account = await findPasswordAccount(context, user.id);
    if (!account) throw authError("BAD_REQUEST", "CREDENTIAL_ACCOUNT_NOT_FOUND");
    const matches = await context.password.verify({
      hash: account.password,
      password: body.currentPassword,
    });
    if (!matches) {
      const reason = "wrong-password";
      await emitSecurityEvent(context, { type: "password.changed", outcome: "failure", reason });
      throw authError("BAD_REQUEST", "INVALID_PASSWORD", { field: "currentPassword" });
    }
    const passwordHash = await context.password.hash(body.newPassword);
    const revokeOthers = body.revokeOtherSessions === true;
    // Ending the sessions goes with the password's write when nothing runs between them (an
    // event's listener) and no session is cached in secondary storage (the core's revocation).
    const together =
      revokeOthers &&
      !context.options.secondaryStorage &&
      context.securityEventListeners.length === 0;
    if (together && canJudgeSessionBeforeUser(context) && user.updatedAt instanceof Date) {
      const answer = await changePasswordWithSession(ctx, account.id, user, passwordHash);
      if (answer) return answer;
    }
    const updated = together
      ? await writePasswordEndingSessions(context, account.id, user.id, passwordHash)
      : await context.internalAdapter.updateAccount(account.id, { password: passwordHash });
    if (!updated) throw authError("BAD_REQUEST", "CREDENTIAL_ACCOUNT_NOT_FOUND");
    await emitSecurityEvent(context, { type: "password.changed", payload: { revokeOthers } });
    let token: string | null = null;
    if (revokeOthers) {
      if (!together) await context.internalAdapter.deleteUserSessions(user.id);
      const rememberMe = !cookieJarOf(ctx).get(context.cookies.dontRemember.name);
      token = (await startSession(ctx, user, { rememberMe })).session.token;
    }
    return { token, user: toPublic(context, "user", user) };
  },
);

/**
 * The new password, the end of the user's sessions and the new session in one write (one round
 * trip on PostgreSQL), made only while the account is there: an account gone meanwhile changes
 * nothing and answers 400, as when its update came first. The session is judged on the user as
 * read (canJudgeSessionBeforeUser), so the write is made only while the user's row is still the
 * one read (its updatedAt): a user changed meanwhile (a ban) writes nothing here and answers
 * null, for the writes to be made one after another and the session judged on the user as it is
 * then. A refusal leaves the password changed and the sessions ended, as when the session was
 * started after them.
 */
async function changePasswordWithSession(
  ctx: StartSessionCarrier,
  accountId: string,
  user: WithExtraFields<User>,
  passwordHash: string,
) {
  const { context } = ctx;
  const account: Where[] = [{ field: "id", value: accountId }];
  const written = await writeWithSessionIf(
    ctx,
    {
      when: [
        { exists: { model: "account", where: account } },
        {
          exists: {
            model: "user",
            where: [
              { field: "id", value: user.id },
              { field: "updatedAt", value: user.updatedAt },
            ],
          },
        },
      ],
      writes: [
        { update: { model: "account", where: account, data: { password: passwordHash } } },
        { delete: { model: "session", where: [{ field: "userId", value: user.id }] } },
      ],
    },
    { was: user },
    { rememberMe: !cookieJarOf(ctx).get(context.cookies.dontRemember.name) },
  );
  if (written.failed === 0) throw authError("BAD_REQUEST", "CREDENTIAL_ACCOUNT_NOT_FOUND");
  if (written.failed !== null) return null;
  if (!written.started) throw written.refused;
  return { token: written.started.session.token, user: toPublic(context, "user", user) };
}

/**
 * The new password and the end of the user's sessions in one write (one statement on
 * PostgreSQL): the sessions end only while the account is there (a subquery of its row), so an
 * account gone meanwhile changes nothing, as when its update came first. Answers the account
 * updated, or null.
 */
async function writePasswordEndingSessions(
  context: AuthContext,
  accountId: string,
  userId: string,
  passwordHash: string,
): Promise<Row | null> {
  const account: Where[] = [{ field: "id", value: accountId }];
  const [updated] = await context.internalAdapter.writeRecords([
    { update: { model: "account", where: account, data: { password: passwordHash } } },
    {
      delete: {
        model: "session",
        where: [
          { field: "userId", value: userId },
          {
            field: "userId",
            operator: "in",
            value: { model: "account", select: "userId", where: account },
          },
        ],
      },
    },
  ]);
  // An update answers the rows it updated.
  return (updated as Row[])[0] ?? null;
}
