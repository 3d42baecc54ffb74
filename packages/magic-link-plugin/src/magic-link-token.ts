// A link's token travels in the mail; only its SHA-256 is stored, so a leaked verification
// table holds no usable link. The stored value says which address the link signs in.

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const MAGIC_LINK_TOKEN_LENGTH = 32;

/** 32 random letters (Better Auth's shape), drawn without modulo bias. */
export function createMagicLinkToken(): string {
  const out: string[] = [];
  const limit = 256 - (256 % TOKEN_ALPHABET.length);
  while (out.length < MAGIC_LINK_TOKEN_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(MAGIC_LINK_TOKEN_LENGTH * 2))) {
      if (byte < limit && out.length < MAGIC_LINK_TOKEN_LENGTH)
        out.push(TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length] ?? "");
    }
  }
  return out.join("");
}

async function sha256Base64Url(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
  );
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The verification identifier of a link: `magic-link:<sha256(token)>`. */
export const magicLinkIdentifier = async (token: string) =>
  `magic-link:${await sha256Base64Url(token)}`;

/** The identifier of one "a link was mailed to this address" mark, for the address limit. */
export const mailedMarkIdentifier = async (email: string) =>
  `magic-link-mailed:${await sha256Base64Url(email)}`;

export interface MagicLinkRecord {
  email: string;
  name?: string;
}

export function readMagicLinkRecord(value: string): MagicLinkRecord | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { email, name } = parsed as Record<string, unknown>;
    if (typeof email !== "string") return null;
    return typeof name === "string" ? { email, name } : { email };
  } catch {
    return null;
  }
}
