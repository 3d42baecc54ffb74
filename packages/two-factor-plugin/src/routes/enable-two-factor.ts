import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { findTwoFactorAndPassword, saveTwoFactor } from "../adapter";
import { generateBackupCodes } from "../backup-codes";
import type { ResolvedTwoFactorOptions } from "../options";
import { checkPassword } from "../password-check";
import { sealTotpSecret } from "../sealed-secret";
import { generateTotpKey, totpURI } from "../totp";
import { twoFactorError } from "../two-factor-error";
import { passwordField } from "./answers";

const enableBody = z.object({
  password: passwordField.optional(),
  method: z.enum(["otp", "totp"]).default("totp"),
  issuer: z.string().optional().meta({ description: "The issuer shown by authenticator apps" }),
});

const enableAnswer = z.object({
  method: z.enum(["otp", "totp"]),
  totpURI: z.string().optional(),
  backupCodes: z.array(z.string()).optional(),
});

export type EnableTwoFactorEndpoint = ReturnType<typeof createEnableTwoFactor>;

/**
 * POST /two-factor/enable {password, method?, issuer?}. With "totp" (the default): a new
 * authenticator secret (sealed at rest) and backup codes → {method, totpURI, backupCodes}.
 * With "otp": codes will go by `otpOptions.sendOTP` → {method}. Either way two-factor is on only
 * once the user has given a first valid code with their session (verify-totp or, after
 * send-otp, verify-otp): a mistyped setup never locks anyone out.
 */
export function createEnableTwoFactor(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/enable",
    {
      method: "POST",
      body: enableBody,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Start enabling two-factor authentication (needs the password)" },
        responseSchema: enableAnswer,
      },
    },
    async (ctx): Promise<z.infer<typeof enableAnswer>> => {
      const { context, body } = ctx;
      const { user } = await requireSession(ctx, { disableCookieCache: true });
      const { row: existing, passwordHash } = await findTwoFactorAndPassword(context, user.id);
      await checkPassword(context, options, passwordHash, body.password);
      if (body.method === "otp") {
        if (!options.otp.send) throw twoFactorError("BAD_REQUEST", "OTP_NOT_CONFIGURED");
        if (!existing) {
          const secret = await sealTotpSecret(context.secret, options, generateTotpKey());
          await saveTwoFactor(context, user.id, null, {
            secret,
            backupCodes: "[]",
            verified: false,
          });
        }
        return { method: "otp" };
      }
      if (options.totp.disabled) throw twoFactorError("BAD_REQUEST", "TOTP_NOT_CONFIGURED");
      if (existing?.verified) throw twoFactorError("BAD_REQUEST", "TOTP_ALREADY_ENABLED");
      const key = generateTotpKey();
      const backupCodes = generateBackupCodes(options.backupCodes);
      await saveTwoFactor(context, user.id, existing, {
        secret: await sealTotpSecret(context.secret, options, key),
        backupCodes: backupCodes.stored,
        verified: false,
      });
      const issuer = body.issuer || options.issuer || context.appName;
      return {
        method: "totp",
        totpURI: totpURI(key, issuer, user.email, options.totp),
        backupCodes: backupCodes.codes,
      };
    },
  );
}
