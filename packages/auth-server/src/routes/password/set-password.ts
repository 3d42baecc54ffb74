import { z } from "zod";
import { createAuthEndpoint, SERVER_ONLY } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { requireSession } from "../../session/session-guards";
import { CREDENTIAL_PROVIDER_ID } from "../../types/models";
import { checkPasswordLength } from "../helpers/password-rules";
import { passwordAccountOf, writeCredentialPassword } from "./credential-account";

/**
 * auth.api.setPassword({ body: { newPassword }, headers }) → { status: true }: gives a user who
 * signed up socially a password. Server-only (spec §6): not routed over HTTP.
 */
export const setPassword = createAuthEndpoint(
  "/set-password",
  { method: "POST", body: z.object({ newPassword: z.string() }), metadata: SERVER_ONLY },
  async (ctx) => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx);
    checkPasswordLength(context, body.newPassword, "newPassword");
    const accounts = await context.internalAdapter.findAccounts(user.id);
    if (passwordAccountOf(accounts)) throw authError("BAD_REQUEST", "USER_ALREADY_HAS_PASSWORD");
    const passwordHash = await context.password.hash(body.newPassword);
    // A credential account without a password (cleared at verification) gets this one.
    const credential = accounts.find((account) => account.providerId === CREDENTIAL_PROVIDER_ID);
    await writeCredentialPassword(context, user.id, credential ?? null, passwordHash);
    await emitSecurityEvent(context, { type: "password.set" });
    return { status: true };
  },
);
