import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { twoFactor } from "./index";

/**
 * The client twin of `twoFactor()`: `client.twoFactor.enable({ password })`,
 * `client.twoFactor.verifyTotp({ code, trustDevice })`, `client.twoFactor.sendOtp()`, …, typed
 * from the server plugin (Better Auth's method names). A sign-in that needs the second factor
 * answers `data.twoFactorRedirect === true` (with `data.twoFactorMethods`): show the code form
 * then. The session store refetches after every verify, enable and disable.
 */
export function twoFactorClient() {
  return {
    id: "two-factor" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof twoFactor>,
    pathMethods: { "/two-factor/send-otp": "POST" },
    sessionChangingPaths: [
      "/two-factor/verify-totp",
      "/two-factor/verify-otp",
      "/two-factor/verify-backup-code",
      "/two-factor/disable",
    ],
  } satisfies AuthClientPlugin;
}

export { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from "./error-codes";
