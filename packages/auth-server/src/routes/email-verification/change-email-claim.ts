import type { AuthContext } from "../../context/context-types";
import { bytesToHex } from "../../crypto/hex-bytes";
import { DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN } from "../../tokens/verification-jwt";

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

/** True for the one caller that spends the token; false when it was spent or never issued. */
export async function claimChangeEmailToken(
  context: AuthContext,
  token: string,
  userId: string,
): Promise<boolean> {
  const claimed = await context.internalAdapter.consumeVerification(await claimIdentifier(token));
  return claimed?.value === userId;
}
