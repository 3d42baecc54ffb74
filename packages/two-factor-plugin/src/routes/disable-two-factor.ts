import {
  cookieJarOf,
  createAuthEndpoint,
  refreshSessionCache,
  requireSession,
} from "@tollgate/auth-server";
import { z } from "zod";
import { findTwoFactorAndPassword, turnTwoFactorOff } from "../adapter";
import { trustDeviceCookie } from "../cookies";
import { emitTwoFactorChange } from "../events";
import type { ResolvedTwoFactorOptions } from "../options";
import { checkPassword } from "../password-check";
import { trustedDevicesOf } from "../trusted-device";
import { passwordField, statusAnswer } from "./answers";

export type DisableTwoFactorEndpoint = ReturnType<typeof createDisableTwoFactor>;

/**
 * POST /two-factor/disable {password} → {status: true}: two-factor off, the secret and backup
 * codes deleted, every trusted device of the user forgotten.
 */
export function createDisableTwoFactor(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/disable",
    {
      method: "POST",
      body: z.object({ password: passwordField.optional() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Turn two-factor authentication off (needs the password)" },
        responseSchema: statusAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSession(ctx, { disableCookieCache: true });
      const { passwordHash } = await findTwoFactorAndPassword(context, session.user.id);
      await checkPassword(context, options, passwordHash, body.password);
      const userId = session.user.id;
      const user = await turnTwoFactorOff(context, userId, trustedDevicesOf(userId));
      cookieJarOf(ctx).expire(trustDeviceCookie(context, options.trustDeviceMaxAge));
      if (user) await refreshSessionCache(ctx, { session: session.session, user });
      await emitTwoFactorChange(context, session.user.id, "disabled");
      return { status: true };
    },
  );
}
