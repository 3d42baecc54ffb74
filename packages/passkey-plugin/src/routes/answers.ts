import { modelReference } from "@tollgate/auth-server";
import { z } from "zod";

/** A passkey as answered: every field but the public key. */
export const passkeyAnswer = z.object({
  id: z.string(),
  name: z.string().nullish(),
  userId: z.string(),
  credentialID: z.string(),
  counter: z.number(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  transports: z.string().nullish(),
  createdAt: z.union([z.date(), z.string()]).nullish(),
  aaguid: z.string().nullish(),
});

/** WebAuthn's options JSON, as @simplewebauthn/browser reads it. */
export const ceremonyOptions = z.record(z.string(), z.unknown());

export const signedInAnswer = z.object({
  session: modelReference("session"),
  user: modelReference("user"),
});
