import {
  type Adapter,
  type AuthContext,
  openWithSecret,
  sealWithSecret,
} from "@tollgate/auth-server";
import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { ResolvedJwtOptions } from "./options";
import type { StoredKeyPair } from "./schema";

const SEAL_PURPOSE = "jwks private key";

export interface SigningKey {
  kid: string;
  alg: string;
  key: CryptoKey;
  /** ms epoch after which the key no longer signs (rotation), or null. */
  retiresAt: number | null;
}

/**
 * A public key as the JWKS endpoint lists it: a JWK (RFC 7517) with its id, algorithm and use.
 * Written out rather than extending jose's JWK: the shipped declarations do not import jose, an
 * ES module a CommonJS consumer's types may not import.
 */
export interface PublishedKey {
  kty?: string;
  crv?: string;
  x?: string;
  y?: string;
  n?: string;
  e?: string;
  kid: string;
  alg: string;
  use: "sig";
  [member: string]: unknown;
}

const algOf = (row: StoredKeyPair) => row.alg ?? "EdDSA";
const signsAt = (row: StoredKeyPair, now: number) =>
  !row.expiresAt || row.expiresAt.getTime() > now;

/**
 * The key pairs, read once per server and kept: signing a token costs no database read. The
 * current key is the newest unexpired one of the configured algorithm; a new one is made on
 * first use and whenever the current one retires (rotationInterval). Servers sharing a
 * database each sign with a key the shared JWKS publishes, so any of them verifies.
 */
export function createKeyStore(options: ResolvedJwtOptions) {
  // Per database (one auth instance): a plugin value reused by two servers keeps them apart.
  const current = new WeakMap<Adapter, SigningKey>();
  const loading = new WeakMap<Adapter, Promise<SigningKey>>();
  const { alg } = options.keyPairConfig;

  async function createKeyPair(context: AuthContext): Promise<StoredKeyPair> {
    const config = options.keyPairConfig;
    const pair =
      config.alg === "RS256"
        ? await generateKeyPair("RS256", {
            extractable: true,
            modulusLength: config.modulusLength ?? 2048,
          })
        : config.alg === "ES256"
          ? await generateKeyPair("ES256", { extractable: true })
          : await generateKeyPair("EdDSA", { extractable: true, crv: "Ed25519" });
    const privateJwk = JSON.stringify(await exportJWK(pair.privateKey));
    const now = Date.now();
    return context.internalAdapter.createRecord<StoredKeyPair>("jwks", {
      publicKey: JSON.stringify(await exportJWK(pair.publicKey)),
      privateKey: options.encryptPrivateKeys
        ? await sealWithSecret(context.secret, SEAL_PURPOSE, privateJwk)
        : privateJwk,
      createdAt: new Date(now),
      expiresAt: options.rotationSeconds ? new Date(now + options.rotationSeconds * 1000) : null,
      alg,
      crv: config.alg === "RS256" ? null : config.alg === "ES256" ? "P-256" : "Ed25519",
    });
  }

  /** The private key of a stored pair, or null when it cannot be opened (another secret). */
  async function privateKeyOf(context: AuthContext, row: StoredKeyPair) {
    try {
      const text = row.privateKey.startsWith("v1.")
        ? await openWithSecret(context.secret, SEAL_PURPOSE, row.privateKey)
        : row.privateKey;
      const key = await importJWK(JSON.parse(text) as JWK, algOf(row));
      return key instanceof CryptoKey ? key : null;
    } catch {
      context.logger.warn(
        `jwt: the private key of key pair ${row.id} cannot be opened; a new pair signs instead`,
      );
      return null;
    }
  }

  async function loadOrCreate(context: AuthContext): Promise<SigningKey> {
    const now = Date.now();
    const rows = await context.adapter.findMany<StoredKeyPair>({
      model: "jwks",
      sortBy: { field: "createdAt", direction: "desc" },
    });
    for (const row of rows) {
      if (algOf(row) !== alg || !signsAt(row, now)) continue;
      const key = await privateKeyOf(context, row);
      if (key) return { kid: row.id, alg, key, retiresAt: row.expiresAt?.getTime() ?? null };
    }
    const made = await createKeyPair(context);
    const key = await privateKeyOf(context, made);
    if (!key) throw new Error("jwt: a key pair just made cannot be opened");
    return { kid: made.id, alg, key, retiresAt: made.expiresAt?.getTime() ?? null };
  }

  return {
    /** The key that signs now: from memory, else the database, else a new pair. */
    async signingKey(context: AuthContext): Promise<SigningKey> {
      const cached = current.get(context.adapter);
      if (cached && (cached.retiresAt === null || cached.retiresAt > Date.now())) return cached;
      let pending = loading.get(context.adapter);
      if (!pending) {
        pending = loadOrCreate(context).finally(() => loading.delete(context.adapter));
        loading.set(context.adapter, pending);
      }
      const key = await pending;
      current.set(context.adapter, key);
      return key;
    },

    /** Every public key whose tokens may still be valid: signing now, or retired within the grace. */
    async publishedKeys(context: AuthContext): Promise<PublishedKey[]> {
      await this.signingKey(context);
      const now = Date.now();
      const rows = await context.adapter.findMany<StoredKeyPair>({
        model: "jwks",
        sortBy: { field: "createdAt", direction: "desc" },
      });
      return rows
        .filter(
          (row) => !row.expiresAt || row.expiresAt.getTime() + options.graceSeconds * 1000 > now,
        )
        .map((row) => ({
          ...(JSON.parse(row.publicKey) as JWK),
          kid: row.id,
          alg: algOf(row),
          use: "sig" as const,
        }));
    },
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;
