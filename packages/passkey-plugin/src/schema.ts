import type { SchemaExtension } from "@tollgate/auth-server";

export const PASSKEY_MODEL = "passkey";

/**
 * Better Auth's passkey table: one row per credential, several per user. `publicKey` is the
 * COSE key (base64), `counter` the authenticator's signature count (a counter that goes back
 * is refused), `deviceType` single- or multi-device and `backedUp` whether a multi-device
 * credential is synced; `transports` comma-separated. A credential id is unique.
 */
export const passkeySchema = {
  [PASSKEY_MODEL]: {
    fields: {
      name: { type: "string", required: false },
      publicKey: { type: "string", returned: false },
      userId: {
        type: "string",
        index: true,
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      credentialID: { type: "string", unique: true },
      counter: { type: "number" },
      deviceType: { type: "string" },
      backedUp: { type: "boolean" },
      transports: { type: "string", required: false },
      createdAt: { type: "date", required: false, defaultValue: () => new Date() },
      aaguid: { type: "string", required: false },
    },
  },
} as const satisfies SchemaExtension;

/** A passkey row as the plugin reads it. */
export interface PasskeyRow extends Record<string, unknown> {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  transports: string | null;
  createdAt: Date | null;
  aaguid: string | null;
}
