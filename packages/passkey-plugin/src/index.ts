import type { AuthPlugin } from "@tollgate/auth-server";
import { PASSKEY_ERROR_CODES } from "./error-codes";
import { type PasskeyOptions, resolvePasskeyOptions } from "./options";
import {
  createGenerateAuthenticateOptions,
  createVerifyAuthentication,
  type GenerateAuthenticateOptionsEndpoint,
  type VerifyAuthenticationEndpoint,
} from "./routes/authentication";
import {
  type DeletePasskeyEndpoint,
  type ListPasskeysEndpoint,
  listPasskeys,
  removePasskey,
  type UpdatePasskeyEndpoint,
  updatePasskey,
} from "./routes/manage-passkeys";
import {
  createGenerateRegisterOptions,
  createVerifyRegistration,
  type GenerateRegisterOptionsEndpoint,
  type VerifyRegistrationEndpoint,
} from "./routes/registration";
import { passkeySchema } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type PasskeyEndpoints = {
  generatePasskeyRegistrationOptions: GenerateRegisterOptionsEndpoint;
  generatePasskeyAuthenticationOptions: GenerateAuthenticateOptionsEndpoint;
  verifyPasskeyRegistration: VerifyRegistrationEndpoint;
  verifyPasskeyAuthentication: VerifyAuthenticationEndpoint;
  listPasskeys: ListPasskeysEndpoint;
  deletePasskey: DeletePasskeyEndpoint;
  updatePasskey: UpdatePasskeyEndpoint;
};

const CEREMONY_PATHS = new Set([
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
]);

/**
 * Passkeys (WebAuthn) on Better Auth's passkey paths: registration for a signed-in user,
 * username-less sign-in with discoverable credentials, several named passkeys per user. Checks
 * and parsing are @simplewebauthn/server's; sessions start through the core (bans, sign-in
 * rules), and a passkey with user verification satisfies two-factor.
 */
export function passkey(userOptions: PasskeyOptions = {}) {
  const options = resolvePasskeyOptions(userOptions);
  const endpoints: PasskeyEndpoints = {
    generatePasskeyRegistrationOptions: createGenerateRegisterOptions(options),
    generatePasskeyAuthenticationOptions: createGenerateAuthenticateOptions(options),
    verifyPasskeyRegistration: createVerifyRegistration(options),
    verifyPasskeyAuthentication: createVerifyAuthentication(options),
    listPasskeys,
    deletePasskey: removePasskey,
    updatePasskey,
  };
  return {
    id: "passkey",
    endpoints,
    schema: passkeySchema,
    rateLimit: [{ pathMatcher: (path: string) => CEREMONY_PATHS.has(path), window: 60, max: 20 }],
    errorCodes: PASSKEY_ERROR_CODES,
    options: userOptions,
  } satisfies AuthPlugin;
}

export { PASSKEY_ERROR_CODES, type PasskeyErrorCode } from "./error-codes";
export type { PasskeyOptions } from "./options";
export { PASSKEY_MODEL, type PasskeyRow, passkeySchema } from "./schema";
export type {
  DeletePasskeyEndpoint,
  GenerateAuthenticateOptionsEndpoint,
  GenerateRegisterOptionsEndpoint,
  ListPasskeysEndpoint,
  UpdatePasskeyEndpoint,
  VerifyAuthenticationEndpoint,
  VerifyRegistrationEndpoint,
};
