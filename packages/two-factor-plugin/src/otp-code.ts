import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { RecordWrite, RequestContext, Verification, Where } from "@tollgate/auth-server";
import type { CodeSpend } from "./adapter";
import type { Challenge } from "./challenge";
import type { ResolvedTwoFactorOptions } from "./options";
import type { PendingSignIn } from "./pending-sign-in";

/**
 * A code sent by email or SMS: stored as its SHA-256 with the count of wrong tries
 * (`<hash>:<tries>`), under the challenge it was sent for (the pending sign-in, or the
 * session), for `otpOptions.period` minutes. Checking consumes the record atomically and a
 * wrong try writes it back with one more, so concurrent tries cannot go past the limit.
 */

const hashOf = (code: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(code)));

/** The record of the code sent for a pending sign-in. */
export const sentCodeIdentifier = (pending: PendingSignIn) => `2fa-otp:${pending.identifier}`;

function identifierOf(challenge: Challenge): string {
  return challenge.kind === "sign-in"
    ? sentCodeIdentifier(challenge.pending)
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

/** What a stored code (`<hash>:<tries>`) says of `code`, before anything is written. */
function judgeStored(options: ResolvedTwoFactorOptions, value: string, code: string) {
  const [hash = "", tries = "0"] = value.split(":");
  const attempts = Number.parseInt(tries, 10) || 0;
  if (attempts >= options.otp.allowedAttempts)
    return { check: "too-many-attempts" as const, hash, attempts };
  const encoder = new TextEncoder();
  const right = constantTimeEqual(encoder.encode(hash), encoder.encode(hashOf(code)));
  return { check: right ? ("valid" as const) : ("invalid" as const), hash, attempts };
}

/** Whether `code` is the one the stored record holds, with tries left (nothing written). */
export function isSentCode(
  options: ResolvedTwoFactorOptions,
  stored: Verification,
  code: string,
): boolean {
  return judgeStored(options, stored.value, code).check === "valid";
}

/**
 * A right code's record spent in a guarded write (finish-sign-in.ts), with `alsoWrite`: made
 * only while the record is still the one read (a wrong try meanwhile replaces it, a new code
 * too) and has not expired, as consumeVerification would have found it.
 */
export function sentCodeSpend(stored: Verification, alsoWrite: RecordWrite[]): CodeSpend {
  const record: Where[] = [
    { field: "id", value: stored.id },
    { field: "value", value: stored.value },
    { field: "expiresAt", operator: "gt", value: new Date() },
  ];
  const identifier: Where[] = [{ field: "identifier", value: stored.identifier }];
  return {
    when: [{ exists: { model: "verification", where: record } }],
    writes: [{ delete: { model: "verification", where: identifier } }, ...alsoWrite],
  };
}

export async function checkOtp(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  challenge: Challenge,
  code: string,
): Promise<OtpCheck> {
  const identifier = identifierOf(challenge);
  const stored = await context.internalAdapter.consumeVerification(identifier);
  if (!stored) return "expired";
  const { check, hash, attempts } = judgeStored(options, stored.value, code);
  if (check !== "invalid") return check;
  await context.internalAdapter.createVerification({
    identifier,
    value: `${hash}:${attempts + 1}`,
    expiresAt: stored.expiresAt,
  });
  return "invalid";
}
