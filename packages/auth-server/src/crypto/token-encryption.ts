import { openWithSecret, sealWithSecret } from "./secret-box";

/** The secret-box purpose of provider tokens (their own key, derived from the secret). */
const PURPOSE = "oauth-tokens";

/** Thrown when a stored token looks sealed but does not open with this secret. */
export class TokenDecryptionError extends Error {
  override readonly name = "TokenDecryptionError";
  constructor() {
    super("A stored provider token does not decrypt with the current secret.");
  }
}

const looksSealed = (stored: string) => /^v1\.[\w-]+\.[\w-]+$/.test(stored);

/** A provider token sealed for storage (AES-256-GCM, see secret-box.ts). */
export function encryptToken(secret: string, token: string): Promise<string> {
  return sealWithSecret(secret, PURPOSE, token);
}

/**
 * The plain token. A value that is not sealed is returned as it is: tokens stored before
 * `encryptOAuthTokens` was turned on keep working (and are sealed on their next update).
 */
export async function decryptToken(secret: string, stored: string): Promise<string> {
  if (!looksSealed(stored)) return stored;
  try {
    return await openWithSecret(secret, PURPOSE, stored);
  } catch {
    throw new TokenDecryptionError();
  }
}
