import type { AuthClientPlugin } from "@tollgate/auth-client-react";
import type { passkey } from "./index";

/**
 * The client twin of `passkey()`: `client.passkey.generateRegisterOptions()`,
 * `client.passkey.verifyRegistration({ response, name })`,
 * `client.passkey.generateAuthenticateOptions()`, `client.passkey.verifyAuthentication({ response })`,
 * `client.passkey.listUserPasskeys()`, `updatePasskey`, `deletePasskey`, typed from the server
 * plugin. The browser's part (navigator.credentials) is @simplewebauthn/browser's
 * `startRegistration` / `startAuthentication` between the two calls of each ceremony.
 */
export function passkeyClient() {
  return {
    id: "passkey" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof passkey>,
    sessionChangingPaths: ["/passkey/verify-authentication"],
  } satisfies AuthClientPlugin;
}

export { PASSKEY_ERROR_CODES, type PasskeyErrorCode } from "./error-codes";
