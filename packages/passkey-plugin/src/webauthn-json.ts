import type {
  AuthenticationExtensionsClientOutputs,
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "zod";

/**
 * What a browser's navigator.credentials answers, as JSON (WebAuthn Level 3's toJSON(), what
 * @simplewebauthn/browser sends): checked for shape here, so a malformed body is a 400 naming
 * the field; the signatures and the challenge are the verifier's.
 */

const base64url = z.string().regex(/^[A-Za-z0-9_-]*={0,2}$/, "base64url");

const transports = z.array(
  z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]),
);

const extensions = z.custom<AuthenticationExtensionsClientOutputs>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
);

const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  clientExtensionResults: extensions.default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const registrationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON, unknown>;

export const authenticationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON, unknown>;
