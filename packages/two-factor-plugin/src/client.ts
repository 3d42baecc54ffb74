import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { twoFactor } from "./index";

/** What `onTwoFactorRedirect` is told: the second factors the user can give (Better Auth's). */
export interface TwoFactorRedirectContext {
  /** e.g. `["totp", "otp"]`: which forms of the second step to offer. */
  twoFactorMethods?: string[] | undefined;
}

/** Better Auth's `twoFactorClient` options, with its names and behaviour. */
export interface TwoFactorClientOptions {
  /**
   * Called when a sign-in answers `twoFactorRedirect: true` (any first factor: email,
   * username, …): show the second step here, e.g. navigate to your code page.
   */
  onTwoFactorRedirect?: (context: TwoFactorRedirectContext) => void | Promise<void>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function methodsOf(data: Record<string, unknown>): string[] | undefined {
  const { twoFactorMethods } = data;
  return Array.isArray(twoFactorMethods)
    ? twoFactorMethods.filter((method): method is string => typeof method === "string")
    : undefined;
}

/**
 * The client twin of `twoFactor()`: `client.twoFactor.enable({ password })`,
 * `client.twoFactor.verifyTotp({ code, trustDevice })`, `client.twoFactor.sendOtp()`, …, typed
 * from the server plugin (Better Auth's method names). A sign-in that needs the second factor
 * answers `data.twoFactorRedirect === true` (with `data.twoFactorMethods`) and calls
 * `onTwoFactorRedirect`: show the code form then. The session
 * store refetches after every verify and disable.
 */
export function twoFactorClient(options: TwoFactorClientOptions = {}) {
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
    // A hook on every successful call: a sign-in held back for the second factor.
    onSuccess: async ({ data }) => {
      if (!isRecord(data) || data.twoFactorRedirect !== true) return;
      await options.onTwoFactorRedirect?.({ twoFactorMethods: methodsOf(data) });
    },
  } satisfies AuthClientPlugin;
}

export { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from "./error-codes";
