import type { SchemaExtension } from "@tollgate/auth-server";

/**
 * The key pairs (spec §3: id, publicKey, privateKey, createdAt), under Better Auth's table and
 * field names so a database migrated from it keeps its keys. `privateKey` holds the private JWK
 * sealed with the server secret (or plain JSON with disablePrivateKeyEncryption); `expiresAt`
 * is set when keys rotate.
 */
export const jwtSchema = {
  jwks: {
    fields: {
      publicKey: { type: "string", required: true },
      privateKey: { type: "string", required: true },
      createdAt: { type: "date", required: true },
      expiresAt: { type: "date", required: false },
      alg: { type: "string", required: false },
      crv: { type: "string", required: false },
    },
  },
} satisfies SchemaExtension;

export interface StoredKeyPair extends Record<string, unknown> {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
  expiresAt?: Date | null;
  alg?: string | null;
  crv?: string | null;
}
