import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";

const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** One backup code: `length` random letters and digits, shown as two halves joined by "-". */
function backupCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 letters: rejection sampling would be exact; 256 % 62 = 8 skews a few letters by 1/32.
  const text = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  const half = Math.ceil(length / 2);
  return `${text.slice(0, half)}-${text.slice(half)}`;
}

/** What is stored of a code: its SHA-256 (the codes are random, so no salt or slow hash is needed). */
function hashCode(code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(code.trim())));
}

/** New codes to show once, and what is stored: a JSON list of their hashes. */
export function generateBackupCodes(options: { amount: number; length: number }): {
  codes: string[];
  stored: string;
} {
  const codes = Array.from({ length: options.amount }, () => backupCode(options.length));
  return { codes, stored: JSON.stringify(codes.map(hashCode)) };
}

/** The stored list without `code`, or null when `code` is not on it (each compared in constant time). */
export function spendBackupCode(stored: string, code: string): string | null {
  let hashes: unknown;
  try {
    hashes = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(hashes)) return null;
  const wanted = new TextEncoder().encode(hashCode(code));
  let found = -1;
  hashes.forEach((hash, index) => {
    if (typeof hash !== "string") return;
    if (constantTimeEqual(new TextEncoder().encode(hash), wanted) && found === -1) found = index;
  });
  if (found === -1) return null;
  return JSON.stringify(hashes.filter((_, index) => index !== found));
}
