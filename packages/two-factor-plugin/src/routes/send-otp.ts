import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { challengeOf } from "../challenge";
import type { ResolvedTwoFactorOptions } from "../options";
import { issueOtp } from "../otp-code";
import { twoFactorError } from "../two-factor-error";
import { statusAnswer, trustDeviceField } from "./answers";

export type SendOtpEndpoint = ReturnType<typeof createSendOtp>;

/**
 * POST /two-factor/send-otp → {status: true}: a new code for the pending sign-in (or the
 * session), delivered by `otpOptions.sendOTP`. A failing sender is logged, not answered.
 */
export function createSendOtp(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/send-otp",
    {
      method: "POST",
      body: z.object({ trustDevice: trustDeviceField }).optional(),
      metadata: {
        openapi: { summary: "Send a one-time code by the app's sender (email, SMS)" },
        responseSchema: statusAnswer,
      },
    },
    async (ctx) => {
      const { context } = ctx;
      const send = options.otp.send;
      if (!send) throw twoFactorError("BAD_REQUEST", "OTP_NOT_CONFIGURED");
      const challenge = await challengeOf(ctx, options);
      const otp = await issueOtp(context, options, challenge);
      try {
        await send({ user: challenge.user, otp }, context.request);
      } catch (error) {
        context.logger.error("two-factor: sendOTP failed", error);
      }
      return { status: true };
    },
  );
}
