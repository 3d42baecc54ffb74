import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialDescriptorJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { fromBase64url, toBase64url } from "./base64url";

/**
 * WebAuthn's JSON forms ↔ what navigator.credentials takes and gives, written out for browsers
 * without PublicKeyCredential.parseCreationOptionsFromJSON / toJSON() (loaded by
 * credential-json.ts only there): the binary fields are base64url in JSON and ArrayBuffers in
 * the browser.
 */

function descriptor(json: PublicKeyCredentialDescriptorJSON): PublicKeyCredentialDescriptor {
  return {
    id: fromBase64url(json.id),
    type: json.type,
    // The server's list is WebAuthn Level 3's ("cable", "smart-card"): browsers skip names they
    // do not know, so the DOM library's shorter union is only a type.
    ...(json.transports ? { transports: json.transports as AuthenticatorTransport[] } : {}),
  };
}

export function creationOptions(
  json: PublicKeyCredentialCreationOptionsJSON,
): PublicKeyCredentialCreationOptions {
  const { challenge, user, excludeCredentials, hints: _hints, ...rest } = json;
  return {
    ...rest,
    challenge: fromBase64url(challenge),
    user: { ...user, id: fromBase64url(user.id) },
    ...(excludeCredentials ? { excludeCredentials: excludeCredentials.map(descriptor) } : {}),
  };
}

export function requestOptions(
  json: PublicKeyCredentialRequestOptionsJSON,
): PublicKeyCredentialRequestOptions {
  const { challenge, allowCredentials, hints: _hints, ...rest } = json;
  return {
    ...rest,
    challenge: fromBase64url(challenge),
    ...(allowCredentials ? { allowCredentials: allowCredentials.map(descriptor) } : {}),
  };
}

function attachment(credential: PublicKeyCredential): {
  authenticatorAttachment?: "platform" | "cross-platform";
} {
  const value = credential.authenticatorAttachment;
  return value === "platform" || value === "cross-platform"
    ? { authenticatorAttachment: value }
    : {};
}

/** What navigator.credentials.create() gave, as the server's verify-registration reads it. */
export function registrationJSON(credential: PublicKeyCredential): RegistrationResponseJSON {
  // create() with publicKey options answers an attestation response.
  const response = credential.response as AuthenticatorAttestationResponse;
  const transports = response.getTransports?.() as AuthenticatorTransportFuture[] | undefined;
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: "public-key",
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      ...(transports ? { transports } : {}),
    },
    clientExtensionResults: credential.getClientExtensionResults(),
    ...attachment(credential),
  };
}

/** What navigator.credentials.get() gave, as the server's verify-authentication reads it. */
export function authenticationJSON(credential: PublicKeyCredential): AuthenticationResponseJSON {
  // get() with publicKey options answers an assertion response.
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: "public-key",
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64url(response.userHandle) } : {}),
    },
    clientExtensionResults: credential.getClientExtensionResults(),
    ...attachment(credential),
  };
}
