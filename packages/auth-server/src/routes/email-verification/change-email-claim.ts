import type { AuthContext } from "../../context/context-types";
import { bytesToHex } from "../../crypto/hex-bytes";
import type { Row } from "../../db/adapter-types";
import { DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN } from "../../tokens/verification-jwt";
import type { Verification } from "../../types/models";

/**
 * A change-email confirmation link is single-use, like a reset token: sending it stores a
 * verification row keyed by the token's SHA-256 (the token itself is a bearer credential, so it
 * is not stored), and following it consumes that row in one DELETE … RETURNING. Of several
 * concurrent confirmations exactly one gets the row; the others answer 'invalid token' and send
 * no mail.
 */
async function claimIdentifier(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return `change-email:${bytesToHex(new Uint8Array(digest))}`;
}

export async function rememberChangeEmailToken(
  context: AuthContext,
  token: string,
  userId: string,
): Promise<void> {
  const lifetime =
    context.options.emailVerification?.expiresIn ?? DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN;
  await context.internalAdapter.createVerification({
    identifier: await claimIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + lifetime * 1000),
  });
}

/**
 * Spends the token for `userId`, only while no user holds `newEmail`, read in the same write (one
 * round trip on PostgreSQL): "taken" when one does (the token is not spent); else true for the
 * one caller that spends it, false when it was spent, never issued, or issued to another user.
 */
export async function claimChangeEmailTokenUnlessTaken(
  context: AuthContext,
  token: string,
  userId: string,
  newEmail: string,
): Promise<"taken" | boolean> {
  const identifier = await claimIdentifier(token);
  const written = await context.internalAdapter.writeRecordsIf({
    when: [{ absent: { model: "user", where: [{ field: "email", value: newEmail }] } }],
    writes: [
      { delete: { model: "verification", where: [{ field: "identifier", value: identifier }] } },
    ],
  });
  if (!written.answers) return "taken";
  // The verification rows deleted; the newest usable one is the claim (consumeVerification's).
  const now = Date.now();
  const [claimed] = (written.answers[0] as (Verification & Row)[])
    .filter((record) => record.expiresAt.getTime() > now)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return claimed?.value === userId;
}
