import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import {
  APIError,
  cookieJarOf,
  createAuthEndpoint,
  DatabaseHookVetoError,
  getCurrentSession,
  startSessionWith,
  toPublic,
} from "@tollgate/auth-server";
import { z } from "zod";
import { findByCredentialId, passkeysOf, recordedWithSession, recordUse } from "../adapter";
import { keepChallenge, spendChallenge } from "../challenge";
import { emitPasskeySignIn, emitPasskeySignInFailed } from "../events";
import type { ResolvedPasskeyOptions } from "../options";
import { passkeyError } from "../passkey-error";
import { authenticationResponse } from "../webauthn-json";
import { ceremonyOptions, signedInAnswer } from "./answers";
import { transportsOf } from "./registration";

export type GenerateAuthenticateOptionsEndpoint = ReturnType<
  typeof createGenerateAuthenticateOptions
>;

/**
 * GET /passkey/generate-authenticate-options → WebAuthn request options. Without a session no
 * credential is named: the browser offers the discoverable passkeys it holds for this site
 * (username-less sign-in, and the autofill of conditional UI); with one, the user's passkeys.
 */
export function createGenerateAuthenticateOptions(options: ResolvedPasskeyOptions) {
  return createAuthEndpoint(
    "/passkey/generate-authenticate-options",
    {
      method: "GET",
      metadata: {
        openapi: { summary: "Options for signing in with a passkey (navigator.credentials.get)" },
        responseSchema: ceremonyOptions,
      },
    },
    async (ctx) => {
      const { context } = ctx;
      const session = await getCurrentSession(ctx);
      const own = session ? await passkeysOf(context, session.user.id) : [];
      const request = await generateAuthenticationOptions({
        rpID: options.rpID(context),
        userVerification: options.authenticatorSelection.userVerification ?? "preferred",
        ...(own.length > 0
          ? {
              allowCredentials: own.map((passkey) => ({
                id: passkey.credentialID,
                ...(passkey.transports ? { transports: transportsOf(passkey.transports) } : {}),
              })),
            }
          : {}),
      });
      await keepChallenge(ctx, options, { type: "authentication", challenge: request.challenge });
      return request;
    },
  );
}

export type VerifyAuthenticationEndpoint = ReturnType<typeof createVerifyAuthentication>;

/**
 * POST /passkey/verify-authentication {response} → {session, user}: the assertion is checked
 * against the kept challenge (spent), the configured origins and relying party id and the
 * stored public key; a signature count that does not move forward is refused (a cloned
 * authenticator), and the count and backup state are stored. The session starts through the
 * core, so bans and sign-in rules apply; a passkey with user verification is multi-factor by
 * itself, so two-factor does not ask for a second step.
 */
export function createVerifyAuthentication(options: ResolvedPasskeyOptions) {
  return createAuthEndpoint(
    "/passkey/verify-authentication",
    {
      method: "POST",
      body: z.object({
        response: authenticationResponse.meta({
          description: "What navigator.credentials.get answered, as JSON",
        }),
      }),
      metadata: {
        openapi: { summary: "Sign in with a passkey" },
        responseSchema: signedInAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const { response } = body;
      const ceremony = await spendChallenge(context, cookieJarOf(ctx), options, "authentication");
      const passkey = await findByCredentialId(context, response.id);
      if (!passkey) throw passkeyError("UNAUTHORIZED", "PASSKEY_NOT_FOUND");
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: options.origins(context),
        expectedRPID: options.rpID(context),
        credential: {
          id: passkey.credentialID,
          publicKey: fromBase64(passkey.publicKey),
          counter: passkey.counter,
          ...(passkey.transports ? { transports: transportsOf(passkey.transports) } : {}),
        },
        requireUserVerification: options.authenticatorSelection.userVerification === "required",
      }).catch((error: unknown) => {
        context.logger.warn(`passkey authentication refused: ${String(error)}`);
        return null;
      });
      if (!verification?.verified) {
        await emitPasskeySignInFailed(context, passkey.userId);
        throw passkeyError("UNAUTHORIZED", "AUTHENTICATION_FAILED");
      }
      const { newCounter, credentialBackedUp, userVerified } = verification.authenticationInfo;
      const use = { counter: newCounter, backedUp: credentialBackedUp };
      const refuseUse = async (): Promise<never> => {
        await emitPasskeySignInFailed(context, passkey.userId);
        throw passkeyError("UNAUTHORIZED", "AUTHENTICATION_FAILED");
      };
      const { user } = passkey;
      if (!user) {
        // As before: the use is recorded (or refused) before a passkey without its user is.
        if (!(await recordUse(context, passkey, use))) await refuseUse();
        throw passkeyError("UNAUTHORIZED", "PASSKEY_NOT_FOUND");
      }
      // The use is recorded with the session, in one write made only while the stored count is
      // the one checked (recordedWithSession). A sign-in held back or refused before the session
      // (a second factor due, a ban) records the use alone, then answers as it did.
      const signedIn = await startSessionWith(ctx, user, recordedWithSession(passkey, use), {
        multiFactor: userVerified,
      }).catch(async (error: unknown) => {
        const before = error instanceof APIError || error instanceof DatabaseHookVetoError;
        if (before && !(await recordUse(context, passkey, use))) await refuseUse();
        throw error;
      });
      if (!signedIn.started) return refuseUse();
      await emitPasskeySignIn(context, user.id, passkey.id, userVerified);
      return {
        session: toPublic(context, "session", signedIn.started.session),
        user: toPublic(context, "user", signedIn.started.user),
      };
    },
  );
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
