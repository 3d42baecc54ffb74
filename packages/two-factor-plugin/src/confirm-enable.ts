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
  if (challenge.kind !== "session" || challenge.user.twoFactorEnabled === true)
    return challenge.user;
  const user = await ctx.context.internalAdapter.updateUser(challenge.user.id, {
    twoFactorEnabled: true,
  });
  if (!user) return challenge.user;
  await refreshSessionCache(ctx, { session: challenge.session.session, user });
  await emitTwoFactorChange(ctx.context, user.id, "enabled", { method });
  return user;
}
