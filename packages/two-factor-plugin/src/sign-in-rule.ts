import type { SignInRule } from "@tollgate/auth-server";
import { emitSecondFactorRequired } from "./events";
import type { ResolvedTwoFactorOptions } from "./options";
import { holdSignIn } from "./pending-sign-in";
import { spendTrustedDevice } from "./trusted-device";

/**
 * The plugin's rule of every sign-in (the core's `signInRules`): a user with two-factor on gets
 * no session from a first factor alone, whichever it is — password, username, magic link,
 * social or generic OAuth, a later plugin's. The sign-in answers `{ twoFactorRedirect: true,
 * twoFactorMethods }` with the pending `two_factor` cookie instead. A trusted device, or a way
 * in that is multi-factor by itself (a passkey; this plugin's own verify endpoints), passes.
 */
export function twoFactorSignInRule(options: ResolvedTwoFactorOptions): SignInRule {
  return async ({ user, rememberMe, multiFactor, context, cookies }) => {
    if (user.twoFactorEnabled !== true || multiFactor) return undefined;
    if (await spendTrustedDevice(context, cookies, options, user.id)) return undefined;
    const pending = await holdSignIn(context, cookies, options, user, rememberMe);
    await emitSecondFactorRequired(context, user.id);
    return pending;
  };
}
