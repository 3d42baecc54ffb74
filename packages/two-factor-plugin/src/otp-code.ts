import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { RequestContext } from "@tollgate/auth-server";
import type { Challenge } from "./challenge";
import type { ResolvedTwoFactorOptions } from "./options";

/**
 * A code sent by email or SMS: stored as its SHA-256 with the count of wrong tries
 * (`<hash>:<tries>`), under the challenge it was sent for (the pending sign-in, or the
 * session), for `otpOptions.period` minutes. Checking consumes the record atomically and a
 * wrong try writes it back with one more, so concurrent tries cannot go past the limit.
 */

const hashOf = (code: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(code)));

function identifierOf(challenge: Challenge): string {
  return challenge.kind === "sign-in"
    ? `2fa-otp:${challenge.pending.identifier}`
    : `2fa-otp:session:${challenge.session.session.id}`;
}

function randomDigits(digits: number): string {
  // Rejection sampling: every digit equally likely.
  let code = "";
  while (code.length < digits) {
    for (const byte of crypto.getRandomValues(new Uint8Array(digits))) {
      if (byte < 250 && code.length < digits) code += String(byte % 10);
    }
  }
  return code;
}

/** A new code for the challenge (replacing an earlier one), to be sent. */
export async function issueOtp(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  challenge: Challenge,
): Promise<string> {
  const code = randomDigits(options.otp.digits);
  const identifier = identifierOf(challenge);
  const data = {
    identifier,
    value: `${hashOf(code)}:0`,
    expiresAt: new Date(Date.now() + options.otp.periodSeconds * 1000),
  };
  // The earlier code goes and the new one comes in one write batch (a new row, another id).
  await context.internalAdapter.writeRecords([
    { delete: { model: "verification", where: [{ field: "identifier", value: identifier }] } },
    { create: { model: "verification", data } },
  ]);
  return code;
}

export type OtpCheck = "valid" | "invalid" | "expired" | "too-many-attempts";

export async function checkOtp(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  challenge: Challenge,
  code: string,
): Promise<OtpCheck> {
  const identifier = identifierOf(challenge);
  const stored = await context.internalAdapter.consumeVerification(identifier);
  if (!stored) return "expired";
  const [hash = "", tries = "0"] = stored.value.split(":");
  const attempts = Number.parseInt(tries, 10) || 0;
  if (attempts >= options.otp.allowedAttempts) return "too-many-attempts";
  const encoder = new TextEncoder();
  if (constantTimeEqual(encoder.encode(hash), encoder.encode(hashOf(code)))) return "valid";
  await context.internalAdapter.createVerification({
    identifier,
    value: `${hash}:${attempts + 1}`,
    expiresAt: stored.expiresAt,
  });
  return "invalid";
}
