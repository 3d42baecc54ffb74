import type { AuthContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";
import { readIdTokenClaims } from "../../oauth/id-token";
import type { OAuthProvider } from "../../oauth/oauth-provider";

/**
 * The nonce rules of an id token a client sent (POST /sign-in/social { idToken }), before its
 * signature is checked. A nonce binds the token to the sign-in that asked for it; without one,
 * anyone who gets hold of the token (a log, a proxy, another app of the same client id) can sign
 * in with it until it expires.
 *
 * - A token that carries a `nonce` claim is accepted only with the request's `idToken.nonce`;
 *   the provider's check then compares the two (Apple: the claim may be the nonce's SHA-256).
 * - A token without one is refused from a provider whose tokens can carry one
 *   (`supports.idTokenNonce`: Google, Apple, Facebook, Microsoft), unless the provider's
 *   `disableIdTokenNonceRequirement`.
 * - A provider whose check the app replaced (`verifyIdToken` option) gets the nonce and decides.
 *
 * Refusals answer 401 INVALID_TOKEN, like any other failed check, and say why in the log.
 */
export function checkIdTokenNonce(
  context: AuthContext,
  provider: OAuthProvider,
  token: string,
  nonce: string | undefined,
): void {
  if (provider.options.verifyIdToken) return;
  const reason = refusal(provider, readIdTokenClaims(token)?.nonce, nonce);
  if (!reason) return;
  context.logger.warn(`id-token sign-in refused: ${reason}`);
  throw authError("UNAUTHORIZED", "INVALID_TOKEN");
}

/** Why the token is refused for its nonce, or null; the provider's check compares the values. */
function refusal(provider: OAuthProvider, claim: unknown, nonce: string | undefined) {
  if (typeof claim === "string" && claim !== "")
    return nonce ? null : "the id token carries a nonce, and the request sent none (idToken.nonce)";
  if (provider.supports.idTokenNonce && !provider.options.disableIdTokenNonceRequirement)
    return `${provider.id} id tokens must carry the nonce the sign-in asked with; this one has none`;
  return null;
}
