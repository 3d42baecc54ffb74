import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

/**
 * WebAuthn's JSON forms (what the server answers and reads) ↔ what navigator.credentials takes
 * and gives. Browsers with WebAuthn Level 3's JSON methods (Chrome and Edge 129+, Firefox 119+,
 * Safari 18.4+) convert natively; older ones load the written-out conversion, which an app's
 * bundler (Vite, Next.js, webpack, esbuild with splitting) puts in a chunk of its own that
 * browsers with the methods never download.
 */

type JsonMethods = {
  parseCreationOptionsFromJSON?: (
    json: PublicKeyCredentialCreationOptionsJSON,
  ) => PublicKeyCredentialCreationOptions;
  parseRequestOptionsFromJSON?: (
    json: PublicKeyCredentialRequestOptionsJSON,
  ) => PublicKeyCredentialRequestOptions;
};

const native = (): JsonMethods => (globalThis.PublicKeyCredential ?? {}) as JsonMethods;
const writtenOut = () => import("./written-out-credential-json");

export async function creationOptions(
  json: PublicKeyCredentialCreationOptionsJSON,
): Promise<PublicKeyCredentialCreationOptions> {
  return (
    native().parseCreationOptionsFromJSON?.(json) ?? (await writtenOut()).creationOptions(json)
  );
}

export async function requestOptions(
  json: PublicKeyCredentialRequestOptionsJSON,
): Promise<PublicKeyCredentialRequestOptions> {
  return native().parseRequestOptionsFromJSON?.(json) ?? (await writtenOut()).requestOptions(json);
}

/** What navigator.credentials.create() gave, as the server's verify-registration reads it. */
export async function registrationJSON(
  credential: PublicKeyCredential,
): Promise<RegistrationResponseJSON> {
  return credential.toJSON
    ? (credential.toJSON() as RegistrationResponseJSON)
    : (await writtenOut()).registrationJSON(credential);
}

/** What navigator.credentials.get() gave, as the server's verify-authentication reads it. */
export async function authenticationJSON(
  credential: PublicKeyCredential,
): Promise<AuthenticationResponseJSON> {
  return credential.toJSON
    ? (credential.toJSON() as AuthenticationResponseJSON)
    : (await writtenOut()).authenticationJSON(credential);
}
