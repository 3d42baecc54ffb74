import type { AuthContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";
import { deleteAccountIdentifier } from "../../tokens/random-tokens";

/**
 * Spends a delete-account token of `userId`: 404 'invalid token' when it is unknown, expired or
 * someone else's (checked BEFORE spending, so a stranger cannot burn it), then consumed
 * atomically, so of two concurrent uses exactly one gets past this line.
 */
export async function redeemDeleteToken(
  context: AuthContext,
  userId: string,
  token: string,
): Promise<void> {
  const identifier = deleteAccountIdentifier(token);
  const found = await context.internalAdapter.findVerification(identifier);
  if (!found || found.value !== userId)
    throw authError("NOT_FOUND", "INVALID_TOKEN", { field: "token" });
  const consumed = await context.internalAdapter.consumeVerification(identifier);
  if (!consumed || consumed.value !== userId)
    throw authError("NOT_FOUND", "INVALID_TOKEN", { field: "token" });
}
