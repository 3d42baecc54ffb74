import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import type { RecordWrite } from "../../db/internal-adapter-types";
import { authError } from "../../errors/auth-api-error";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { resetPasswordIdentifier } from "../../tokens/random-tokens";
import { checkPasswordLength } from "../helpers/password-rules";
import { statusAnswer } from "../helpers/status-answer";
import { writeCredentialPassword } from "./credential-account";
import { findResetTokenOwner } from "./reset-token-owner";

const NO_OWNER = { user: null, credential: null };

const resetPasswordBody = z.object({ newPassword: z.string(), token: z.string().optional() });
const resetPasswordQuery = z.object({ token: z.string().optional() }).optional();

/**
 * POST /reset-password {newPassword, token} → { status: true }.
 * Order matters: the password is checked before the token is touched (a too-short password
 * does not burn it), hashed before the token is spent (nothing slow runs between spending it
 * and writing), and the token is consumed atomically, so of two concurrent requests one wins.
 */
export const resetPassword = createAuthEndpoint(
  "/reset-password",
  {
    method: "POST",
    body: resetPasswordBody,
    query: resetPasswordQuery,
    metadata: {
      openapi: { summary: "Set a new password with a reset token" },
      responseSchema: statusAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const token = body.token ?? ctx.query?.token;
    if (!token) throw authError("BAD_REQUEST", "INVALID_TOKEN", { field: "token" });
    checkPasswordLength(context, body.newPassword, "newPassword");
    const identifier = resetPasswordIdentifier(token);
    const { internalAdapter } = context;
    // The token, its user and their credential account in one read, before anything is hashed.
    const owner = await findResetTokenOwner(context, identifier);
    if (!owner) throw authError("BAD_REQUEST", "INVALID_TOKEN", { field: "token" });
    const passwordHash = await context.password.hash(body.newPassword);
    const consumed = await internalAdapter.consumeVerification(identifier);
    if (!consumed) throw authError("BAD_REQUEST", "INVALID_TOKEN", { field: "token" });
    const { user, credential } =
      consumed.value === owner.userId
        ? owner
        : ((await internalAdapter.findUserWithCredentialBy("id", consumed.value)) ?? NO_OWNER);
    if (!user) throw authError("BAD_REQUEST", "INVALID_TOKEN", { field: "token" });
    const revoke = context.options.emailAndPassword?.revokeSessionsOnPasswordReset === true;
    // Ending the sessions goes with the password's write when nothing runs between them (an
    // event's listener) and no session is cached in secondary storage (the core's revocation).
    const together =
      revoke && !context.options.secondaryStorage && context.securityEventListeners.length === 0;
    const endSessions: RecordWrite[] = together
      ? [{ delete: { model: "session", where: [{ field: "userId", value: user.id }] } }]
      : [];
    await writeCredentialPassword(context, user.id, credential, passwordHash, endSessions);
    await emitSecurityEvent(context, { type: "password.reset", subject: user.id });
    if (revoke && !together) await internalAdapter.deleteUserSessions(user.id);
    await context.options.emailAndPassword?.onPasswordReset?.({ user }, context.request);
    return { status: true };
  },
);
