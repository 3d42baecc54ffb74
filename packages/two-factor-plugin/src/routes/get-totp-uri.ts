import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { findTwoFactorAndPassword } from "../adapter";
import type { ResolvedTwoFactorOptions } from "../options";
import { checkPassword } from "../password-check";
import { openTotpSecret } from "../sealed-secret";
import { totpURI } from "../totp";
import { twoFactorError } from "../two-factor-error";
import { passwordField } from "./answers";

export type GetTotpUriEndpoint = ReturnType<typeof createGetTotpUri>;

/** POST /two-factor/get-totp-uri {password} → {totpURI}: the authenticator setup again. */
export function createGetTotpUri(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/get-totp-uri",
    {
      method: "POST",
      body: z.object({ password: passwordField.optional() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "The otpauth:// URI of the user's authenticator (needs the password)" },
        responseSchema: z.object({ totpURI: z.string() }),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      if (options.totp.disabled) throw twoFactorError("BAD_REQUEST", "TOTP_NOT_CONFIGURED");
      const { user } = await requireSession(ctx, { disableCookieCache: true });
      const { row, passwordHash } = await findTwoFactorAndPassword(context, user.id);
      if (!row) throw twoFactorError("BAD_REQUEST", "TOTP_NOT_ENABLED");
      await checkPassword(context, options, passwordHash, body.password);
      const { key } = await openTotpSecret(context.secret, options, row.secret);
      const issuer = options.issuer || context.appName;
      return { totpURI: totpURI(key, issuer, user.email, options.totp) };
    },
  );
}
