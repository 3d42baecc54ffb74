import { openWithSecret, sealWithSecret } from "@tollgate/auth-server";
import type { ResolvedTwoFactorOptions } from "./options";
import { twoFactorError } from "./two-factor-error";

/** The secret-box purpose of TOTP secrets: a key of their own, derived from the server secret. */
const PURPOSE = "two-factor-secret";

/** A TOTP secret sealed for storage: `<version>$<sealed>`, the version of the server secret. */
export async function sealTotpSecret(
  serverSecret: string,
  options: ResolvedTwoFactorOptions,
  key: Uint8Array,
): Promise<string> {
  const sealed = await sealWithSecret(serverSecret, PURPOSE, toHex(key));
  return `${options.secretVersion}$${sealed}`;
}

/**
 * The TOTP key, and whether it was sealed under an earlier server secret (then the caller
 * seals it again under the current one). Throws TWO_FACTOR_SECRET_UNREADABLE (500) when no
 * configured secret opens it.
 */
export async function openTotpSecret(
  serverSecret: string,
  options: ResolvedTwoFactorOptions,
  stored: string,
): Promise<{ key: Uint8Array; stale: boolean }> {
  const separator = stored.indexOf("$");
  const version = Number(stored.slice(0, separator));
  const secret =
    version === options.secretVersion ? serverSecret : options.previousSecrets[version];
  if (separator < 1 || !Number.isInteger(version) || secret === undefined)
    throw twoFactorError("INTERNAL_SERVER_ERROR", "TWO_FACTOR_SECRET_UNREADABLE");
  try {
    const hex = await openWithSecret(secret, PURPOSE, stored.slice(separator + 1));
    return { key: fromHex(hex), stale: version !== options.secretVersion };
  } catch {
    throw twoFactorError("INTERNAL_SERVER_ERROR", "TWO_FACTOR_SECRET_UNREADABLE");
  }
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
