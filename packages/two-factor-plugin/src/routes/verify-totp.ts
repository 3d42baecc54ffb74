import { createAuthEndpoint } from "@tollgate/auth-server";
import { twoFactorSpend } from "../adapter";
import { challengeWithRow, finishChallenge } from "../challenge";
import { confirmEnabled, enablesTwoFactor } from "../confirm-enable";
import { finishesInOneWrite, finishSignInInOneWrite } from "../finish-sign-in";
import { assertNotLocked, recordFailure } from "../lockout";
import type { ResolvedTwoFactorOptions } from "../options";
import { openTotpSecret } from "../sealed-secret";
import { spendTotpStep, totpStepWrite } from "../spend-totp-step";
import { matchTotpStep } from "../totp";
import { twoFactorError } from "../two-factor-error";
import { codeBody, verifiedAnswer } from "./answers";

export type VerifyTotpEndpoint = ReturnType<typeof createVerifyTotp>;

/**
 * POST /two-factor/verify-totp {code, trustDevice?} → {token, user}. With the `two_factor`
 * cookie of a pending sign-in: the session starts (the cookie's sign-in is spent). With a
 * session: the first valid code after /two-factor/enable turns two-factor on. A code is
 * accepted within one step either side of now, and once: the step it belongs to is stored,
 * and no earlier or equal step is accepted again. Wrong codes count toward the lockout.
 */
export function createVerifyTotp(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/verify-totp",
    {
      method: "POST",
      body: codeBody,
      metadata: {
        openapi: { summary: "Check an authenticator app's code" },
        responseSchema: verifiedAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      if (options.totp.disabled) throw twoFactorError("BAD_REQUEST", "TOTP_NOT_CONFIGURED");
      const { challenge, row } = await challengeWithRow(ctx, options);
      if (!row || (challenge.kind === "sign-in" && !row.verified))
        throw twoFactorError("BAD_REQUEST", "TOTP_NOT_ENABLED");
      assertNotLocked(row);
      const { key, stale } = await openTotpSecret(context.secret, options, row.secret);
      const step = matchTotpStep(key, body.code.trim(), options.totp, row.lastUsedStep);
      const inOneWrite = challenge.kind === "sign-in" && finishesInOneWrite(context);
      if (step !== null && inOneWrite) {
        // The step spent with the sign-in in one write (null: spent meanwhile, nothing written).
        const { expected, data } = await totpStepWrite(context, options, { row, step, key, stale });
        const answer = await finishSignInInOneWrite(ctx, options, challenge, {
          row,
          spend: twoFactorSpend(row, expected, data),
          trustDevice: body.trustDevice,
          method: "totp",
        });
        if (answer) return answer;
      }
      const written =
        step === null || inOneWrite
          ? { spent: false, user: null }
          : await spendTotpStep(context, options, { challenge, row, step, key, stale });
      if (!written.spent) {
        await recordFailure(context, options, row, "totp");
        throw twoFactorError("UNAUTHORIZED", "INVALID_CODE");
      }
      const user = enablesTwoFactor(challenge)
        ? await confirmEnabled(ctx, challenge, written.user, "totp")
        : challenge.user;
      return finishChallenge(ctx, options, challenge, {
        trustDevice: body.trustDevice,
        user,
        method: "totp",
        row,
      });
    },
  );
}
