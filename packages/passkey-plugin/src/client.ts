import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import { passkeyActions } from "./browser/passkey-actions";
import type { passkey } from "./index";

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
    getActions: ($fetch) => passkeyActions($fetch),
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
