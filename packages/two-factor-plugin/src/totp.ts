import { createTOTPKeyURI, verifyHOTP } from "@oslojs/otp";

/** A new TOTP key: 20 random bytes (160 bits, RFC 4226's recommended length). */
export function generateTotpKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(20));
}

/** The otpauth:// URI an authenticator app reads (a QR code of it), labelled issuer:account. */
export function totpURI(
  key: Uint8Array,
  issuer: string,
  account: string,
  totp: { digits: number; period: number },
): string {
  return createTOTPKeyURI(issuer, account, key, totp.period, totp.digits);
}

/**
 * The time step (RFC 6238) whose code `code` is, within one step either side of now, and
 * later than `lastUsedStep` — a code accepted once is never accepted again. Each candidate is
 * compared in constant time (verifyHOTP). Null when none matches.
 */
export function matchTotpStep(
  key: Uint8Array,
  code: string,
  totp: { digits: number; period: number },
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const current = Math.floor(now / (totp.period * 1000));
  let matched: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    // Every candidate is computed, so the time taken does not tell which step matched.
    const fits = verifyHOTP(key, BigInt(step), totp.digits, code);
    if (fits && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}
