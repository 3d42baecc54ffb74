import { refreshSessionCache, type User, type WithExtraFields } from "@tollgate/auth-server";
import type { Challenge, TwoFactorCall } from "./challenge";
import { emitTwoFactorChange, type TwoFactorMethod } from "./events";

/**
 * The first valid code given with a session after /two-factor/enable: two-factor is on from
 * now. The caller's cookie cache is rewritten so the session shows `twoFactorEnabled` at once.
 * Answers the user as it now is.
 */
export async function confirmEnable(
  ctx: TwoFactorCall,
  challenge: Challenge,
  method: TwoFactorMethod,
): Promise<WithExtraFields<User>> {
  if (!enablesTwoFactor(challenge)) return challenge.user;
  const user = await ctx.context.internalAdapter.updateUser(challenge.user.id, {
    twoFactorEnabled: true,
  });
  return confirmEnabled(ctx, challenge, user, method);
}

/** Whether a right code from this challenge turns two-factor on (the caller's first one). */
export function enablesTwoFactor(
  challenge: Challenge,
): challenge is Extract<Challenge, { kind: "session" }> {
  return challenge.kind === "session" && challenge.user.twoFactorEnabled !== true;
}

/**
 * What follows the write that turned two-factor on (`user`: the user as now stored, null when
 * they went meanwhile): the session cache and the event. Answers the user as it now is.
 */
export async function confirmEnabled(
  ctx: TwoFactorCall,
  challenge: Extract<Challenge, { kind: "session" }>,
  user: WithExtraFields<User> | null,
  method: TwoFactorMethod,
): Promise<WithExtraFields<User>> {
  if (!user) return challenge.user;
  await refreshSessionCache(ctx, { session: challenge.session.session, user });
  await emitTwoFactorChange(ctx.context, user.id, "enabled", { method });
  return user;
}
