import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import type {
  AuthFetch,
  AuthResult,
  EndpointResult,
  FetchOptions,
} from "@tollgate/auth-client-react";
import type { VerifyAuthenticationEndpoint, VerifyRegistrationEndpoint } from "../index";
import { PASSKEY_CLIENT_ERROR_CODES, type PasskeyClientErrorCode } from "./ceremony-error-codes";
import {
  authenticationJSON,
  creationOptions,
  registrationJSON,
  requestOptions,
} from "./credential-json";
import { nextCeremony } from "./one-ceremony";

export type AddedPasskey = EndpointResult<VerifyRegistrationEndpoint>;
export type PasskeySignIn = EndpointResult<VerifyAuthenticationEndpoint>;

export interface AddPasskeyOptions {
  /** The passkey's name in the list (also the user name the authenticator shows). */
  name?: string;
  /** "platform" (this device) or "cross-platform" (a security key, a phone); both by default. */
  authenticatorAttachment?: "platform" | "cross-platform";
  /** For verify-registration; its `signal` also ends the browser's prompt. */
  fetchOptions?: FetchOptions;
}

export interface SignInPasskeyOptions {
  /**
   * Conditional UI: the browser offers the passkeys in the autofill of a field marked
   * `autocomplete="username webauthn"`, and the call waits until one is picked. Start it when
   * the page opens; abort it (fetchOptions.signal) when the page goes.
   */
  autoFill?: boolean;
  /** For verify-authentication; its `signal` also ends the browser's prompt or autofill. */
  fetchOptions?: FetchOptions;
}

function failed(code: PasskeyClientErrorCode, status = 400, message?: string) {
  const error = {
    code,
    message: message ?? PASSKEY_CLIENT_ERROR_CODES[code],
    status,
    statusText: status === 400 ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR",
  };
  return { data: null, error };
}

/** Why navigator.credentials.create() failed, as Better Auth's client words it. */
function registrationFailure(cause: unknown) {
  const name = cause instanceof DOMException ? cause.name : "";
  // The authenticator already holds a passkey of this user (the server's excludeCredentials).
  if (name === "InvalidStateError") return failed("PREVIOUSLY_REGISTERED");
  if (name === "NotAllowedError" || name === "AbortError") return failed("REGISTRATION_CANCELLED");
  return failed("UNKNOWN_ERROR", 500, cause instanceof Error ? cause.message : undefined);
}

/** Duck-typed: PublicKeyCredential is not a global outside browsers (and in some webviews). */
function isPublicKeyCredential(credential: Credential | null): credential is PublicKeyCredential {
  return credential?.type === "public-key";
}

async function autofillAvailable(): Promise<boolean> {
  return (await globalThis.PublicKeyCredential?.isConditionalMediationAvailable?.()) === true;
}

/**
 * Better Auth's passkey client actions, on Web standards: `passkey.addPasskey({ name })` and
 * `signIn.passkey({ autoFill })` run the server's two calls of a ceremony with
 * navigator.credentials between them, and answer `{ data, error }` as every client call does.
 */
export function passkeyActions($fetch: AuthFetch) {
  async function addPasskey(
    options: AddPasskeyOptions = {},
    fetchOptions: FetchOptions = {},
  ): Promise<AuthResult<AddedPasskey>> {
    const call = { ...options.fetchOptions, ...fetchOptions };
    const signal = nextCeremony(call.signal);
    const query = {
      ...(options.authenticatorAttachment
        ? { authenticatorAttachment: options.authenticatorAttachment }
        : {}),
      ...(options.name ? { name: options.name } : {}),
    };
    const made = await $fetch("/passkey/generate-register-options", {
      method: "GET",
      query,
      signal,
    });
    if (made.error) return signal.aborted ? failed("REGISTRATION_CANCELLED") : made;
    let credential: Credential | null;
    try {
      credential = await navigator.credentials.create({
        // The server's generate-register-options answers this JSON.
        publicKey: await creationOptions(made.data as PublicKeyCredentialCreationOptionsJSON),
        signal,
      });
    } catch (cause) {
      return registrationFailure(cause);
    }
    if (!isPublicKeyCredential(credential)) return failed("REGISTRATION_CANCELLED");
    const response = await registrationJSON(credential);
    const body = { response, ...(options.name ? { name: options.name } : {}) };
    const verified = await $fetch("/passkey/verify-registration", {
      ...call,
      method: "POST",
      body,
    });
    // The server's verify-registration answers the stored passkey.
    return verified as AuthResult<AddedPasskey>;
  }

  async function signInPasskey(
    options: SignInPasskeyOptions = {},
    fetchOptions: FetchOptions = {},
  ): Promise<AuthResult<PasskeySignIn>> {
    const call = { ...options.fetchOptions, ...fetchOptions };
    const signal = nextCeremony(call.signal);
    if (options.autoFill && !(await autofillAvailable())) return failed("AUTH_CANCELLED");
    const request = await $fetch("/passkey/generate-authenticate-options", {
      method: "GET",
      signal,
    });
    // Aborted while the options were on the way: the same answer as an aborted prompt.
    if (request.error) return signal.aborted ? failed("AUTH_CANCELLED") : request;
    let credential: Credential | null;
    try {
      credential = await navigator.credentials.get({
        // The server's generate-authenticate-options answers this JSON.
        publicKey: await requestOptions(request.data as PublicKeyCredentialRequestOptionsJSON),
        signal,
        ...(options.autoFill ? { mediation: "conditional" as const } : {}),
      });
    } catch {
      return failed("AUTH_CANCELLED");
    }
    if (!isPublicKeyCredential(credential)) return failed("AUTH_CANCELLED");
    const verified = await $fetch("/passkey/verify-authentication", {
      ...call,
      method: "POST",
      body: { response: await authenticationJSON(credential) },
    });
    // The server's verify-authentication answers { session, user } (or a two-factor redirect).
    return verified as AuthResult<PasskeySignIn>;
  }

  return { passkey: { addPasskey }, signIn: { passkey: signInPasskey } };
}
