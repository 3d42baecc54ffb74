import type { AuthClientPlugin, AuthResult, FetchOptions } from "@tollgate/auth-client-react";
import type {
  AddedPasskey,
  AddPasskeyOptions,
  PasskeySignIn,
  SignInPasskeyOptions,
} from "./browser/passkey-actions";
import type { passkey } from "./index";

/**
 * The ceremonies' code (navigator.credentials, WebAuthn's JSON), loaded by the first ceremony:
 * an app's bundler puts it in a chunk of its own, so pages that never run one never download it.
 */
const ceremonies = () => import("./browser/passkey-actions");

/**
 * The client twin of `passkey()`, with Better Auth's passkey client actions:
 * `client.passkey.addPasskey({ name })` and `client.signIn.passkey({ autoFill })` run a whole
 * ceremony (the server's options, navigator.credentials, the server's check). Every endpoint is
 * a typed method too: `client.passkey.listUserPasskeys()`, `updatePasskey({ id, name })`,
 * `deletePasskey({ id })`, and the ceremony's halves (`generateRegisterOptions`,
 * `verifyRegistration`, `generateAuthenticateOptions`, `verifyAuthentication`).
 */
export function passkeyClient() {
  return {
    id: "passkey" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof passkey>,
    sessionChangingPaths: ["/passkey/verify-authentication"],
    // Under `passkey` and `signIn`, as in Better Auth: merged with the typed paths there.
    getActions: ($fetch) => ({
      passkey: {
        addPasskey: async (
          options?: AddPasskeyOptions,
          fetchOptions?: FetchOptions,
        ): Promise<AuthResult<AddedPasskey>> =>
          (await ceremonies()).passkeyActions($fetch).passkey.addPasskey(options, fetchOptions),
      },
      signIn: {
        passkey: async (
          options?: SignInPasskeyOptions,
          fetchOptions?: FetchOptions,
        ): Promise<AuthResult<PasskeySignIn>> =>
          (await ceremonies()).passkeyActions($fetch).signIn.passkey(options, fetchOptions),
      },
    }),
  } satisfies AuthClientPlugin;
}

export {
  PASSKEY_CLIENT_ERROR_CODES,
  type PasskeyClientErrorCode,
} from "./browser/ceremony-error-codes";
export type {
  AddedPasskey,
  AddPasskeyOptions,
  PasskeySignIn,
  SignInPasskeyOptions,
} from "./browser/passkey-actions";
export { PASSKEY_ERROR_CODES, type PasskeyErrorCode } from "./error-codes";
