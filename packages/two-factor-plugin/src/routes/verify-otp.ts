import { createAuthEndpoint } from "@tollgate/auth-server";
import { challengeWithRow, finishChallenge } from "../challenge";
import { confirmEnable } from "../confirm-enable";
import { finishesInOneWrite, finishSignInInOneWrite } from "../finish-sign-in";
import { assertNotLocked, clearFailures, failuresClearedWrites, recordFailure } from "../lockout";
import type { ResolvedTwoFactorOptions } from "../options";
import { checkOtp, isSentCode, sentCodeSpend } from "../otp-code";
import { twoFactorError } from "../two-factor-error";
import { codeBody, verifiedAnswer } from "./answers";

export type VerifyOtpEndpoint = ReturnType<typeof createVerifyOtp>;

/**
 * POST /two-factor/verify-otp {code, trustDevice?} → {token, user}: the code send-otp sent.
 * With a pending sign-in the session starts; with a session after /two-factor/enable
 * {method: "otp"}, two-factor is on. A sent code works once; `allowedAttempts` wrong tries end
 * it (400 TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE); wrong codes count toward the lockout.
 */
export function createVerifyOtp(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/verify-otp",
    {
      method: "POST",
      body: codeBody,
      metadata: {
        openapi: { summary: "Check a one-time code sent by email or SMS" },
        responseSchema: verifiedAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const withSentCode = true;
      const { challenge, row, sentCode } = await challengeWithRow(ctx, options, { withSentCode });
      if (row) assertNotLocked(row);
      const code = body.code.trim();
      const inOneWrite = challenge.kind === "sign-in" && finishesInOneWrite(context);
      if (sentCode && inOneWrite && isSentCode(options, sentCode, code)) {
        // The right code, read with the user: spent with the sign-in in one write.
        const spend = sentCodeSpend(sentCode, row ? failuresClearedWrites(row) : []);
        const answer = await finishSignInInOneWrite(ctx, options, challenge, {
          row,
          spend,
          trustDevice: body.trustDevice,
          method: "otp",
        });
        if (answer) return answer;
        // The record changed meanwhile (a wrong try, a new code): checked as it is now.
      }
      const check = await checkOtp(context, options, challenge, code);
      if (check === "expired") throw twoFactorError("BAD_REQUEST", "OTP_HAS_EXPIRED");
      if (check === "too-many-attempts")
        throw twoFactorError("BAD_REQUEST", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE");
      if (check === "invalid") {
        if (row) await recordFailure(context, options, row, "otp");
        throw twoFactorError("UNAUTHORIZED", "INVALID_CODE");
      }
      if (row) await clearFailures(context, row);
      // Enabling needs the row /two-factor/enable made (with the password).
      const user = row ? await confirmEnable(ctx, challenge, "otp") : challenge.user;
      return finishChallenge(ctx, options, challenge, {
        trustDevice: body.trustDevice,
        user,
        method: "otp",
        row,
      });
    },
  );
}
