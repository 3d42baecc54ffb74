import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

const PREFIX = "tg1:";
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Thrown when a stored token carries our prefix but does not decrypt with this secret. */
export class TokenDecryptionError extends Error {
  override readonly name = "TokenDecryptionError";
  constructor() {
    super("A stored provider token does not decrypt with the current secret.");
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

/** AES-256-GCM key derived from the secret with HKDF-SHA-256 (one per secret, made once). */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          {
            name: "HKDF",
            hash: "SHA-256",
            salt: encoder.encode("tollgate/oauth-tokens"),
            info: encoder.encode("aes-256-gcm"),
          },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

/** `tg1:` + base64url(iv ‖ ciphertext ‖ tag): a fresh random IV per value. */
export async function encryptToken(secret: string, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv },
      await keyOf(secret),
      encoder.encode(token),
    ),
  );
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return PREFIX + encodeBase64urlNoPadding(joined);
}

/**
 * The plain token. A value without the prefix is returned as it is: tokens stored before
 * `encryptOAuthTokens` was turned on keep working (and are encrypted on their next update).
 */
export async function decryptToken(secret: string, stored: string): Promise<string> {
  if (!stored.startsWith(PREFIX)) return stored;
  try {
    const joined = decodeBase64urlIgnorePadding(stored.slice(PREFIX.length));
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: joined.slice(0, IV_BYTES) },
      await keyOf(secret),
      joined.slice(IV_BYTES),
    );
    return decoder.decode(plain);
  } catch {
    throw new TokenDecryptionError();
  }
}
