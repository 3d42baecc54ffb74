import {
  type AuthenticatorTransportFuture,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import {
  cookieJarOf,
  createAuthEndpoint,
  freshSessionMiddleware,
  requireFreshSession,
  requireSession,
  UniqueConstraintError,
} from "@tollgate/auth-server";
import { z } from "zod";
import { createPasskey, passkeysOf } from "../adapter";
import { keepChallenge, spendChallenge } from "../challenge";
import { emitPasskeyChange } from "../events";
import type { ResolvedPasskeyOptions } from "../options";
import { passkeyError } from "../passkey-error";
import { publicPasskey } from "../public-passkey";
import { registrationResponse } from "../webauthn-json";
import { ceremonyOptions, passkeyAnswer } from "./answers";

const registerQuery = z
  .object({
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    name: z.string().optional().meta({ description: "The user name the authenticator shows" }),
  })
  .optional();

export type GenerateRegisterOptionsEndpoint = ReturnType<typeof createGenerateRegisterOptions>;

/**
 * GET /passkey/generate-register-options ?authenticatorAttachment, name → WebAuthn creation
 * options for the signed-in user (a discoverable credential by default; the user's passkeys
 * excluded, so one authenticator is not registered twice). The challenge is kept server-side.
 */
export function createGenerateRegisterOptions(options: ResolvedPasskeyOptions) {
  return createAuthEndpoint(
    "/passkey/generate-register-options",
    {
      method: "GET",
      query: registerQuery,
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Options for creating a passkey (navigator.credentials.create)" },
        responseSchema: ceremonyOptions,
      },
    },
    async (ctx) => {
      const { context } = ctx;
      await requireSession(ctx).catch(() => {
        throw passkeyError("UNAUTHORIZED", "SESSION_REQUIRED");
      });
      // As on Better Auth, and as verify-registration: a passkey is added by a fresh session.
      const { user } = await requireFreshSession(ctx);
      const existing = await passkeysOf(context, user.id);
      const attachment = ctx.query?.authenticatorAttachment;
      const creation = await generateRegistrationOptions({
        rpName: options.rpName(context),
        rpID: options.rpID(context),
        // A random handle, not the user id: the authenticator stores it, and it says nothing.
        userID: crypto.getRandomValues(new Uint8Array(32)),
        userName: ctx.query?.name || user.email,
        userDisplayName: user.name || user.email,
        attestationType: "none",
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialID,
          ...(passkey.transports ? { transports: transportsOf(passkey.transports) } : {}),
        })),
        authenticatorSelection: {
          ...options.authenticatorSelection,
          ...(attachment ? { authenticatorAttachment: attachment } : {}),
        },
      });
      await keepChallenge(ctx, options, {
        type: "registration",
        challenge: creation.challenge,
        userId: user.id,
      });
      return creation;
    },
  );
}

const registrationBody = z.object({
  response: registrationResponse.meta({
    description: "What navigator.credentials.create answered, as JSON",
  }),
  name: z.string().max(256).optional().meta({ description: "A name for this passkey" }),
});

export type VerifyRegistrationEndpoint = ReturnType<typeof createVerifyRegistration>;

/**
 * POST /passkey/verify-registration {response, name?} → the new passkey. The attestation is
 * checked against the kept challenge (spent), the configured origins and relying party id;
 * the credential's public key, counter, device type, backup state, transports and AAGUID are
 * stored. Needs a fresh session of the user the options were made for.
 */
export function createVerifyRegistration(options: ResolvedPasskeyOptions) {
  return createAuthEndpoint(
    "/passkey/verify-registration",
    {
      method: "POST",
      body: registrationBody,
      use: [freshSessionMiddleware],
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Store a new passkey after navigator.credentials.create" },
        responseSchema: passkeyAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const { user } = ctx.context.session;
      const ceremony = await spendChallenge(context, cookieJarOf(ctx), options, "registration");
      if (ceremony.userId !== user.id)
        throw passkeyError("UNAUTHORIZED", "YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY");
      const { response } = body;
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: options.origins(context),
        expectedRPID: options.rpID(context),
        requireUserVerification: false,
      }).catch((error: unknown) => {
        context.logger.warn(`passkey registration refused: ${String(error)}`);
        return null;
      });
      if (!verification?.verified)
        throw passkeyError("BAD_REQUEST", "FAILED_TO_VERIFY_REGISTRATION");
      const { credential, credentialDeviceType, credentialBackedUp, aaguid } =
        verification.registrationInfo;
      try {
        const made = await createPasskey(context, {
          name: body.name?.trim() || null,
          userId: user.id,
          credentialID: credential.id,
          publicKey: toBase64(credential.publicKey),
          counter: credential.counter,
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          transports: response.response.transports?.join(",") ?? null,
          aaguid,
        });
        await emitPasskeyChange(context, user.id, "added", made.id);
        return publicPasskey(context, made);
      } catch (error) {
        // The same credential registered twice (the browser should have excluded it).
        if (error instanceof UniqueConstraintError)
          throw passkeyError("BAD_REQUEST", "FAILED_TO_VERIFY_REGISTRATION");
        throw error;
      }
    },
  );
}

const TRANSPORTS: readonly string[] = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
];
const isTransport = (name: string): name is AuthenticatorTransportFuture =>
  TRANSPORTS.includes(name);

/** The stored comma-separated transports, as WebAuthn names them. */
export function transportsOf(stored: string): AuthenticatorTransportFuture[] {
  return stored.split(",").filter(isTransport);
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
