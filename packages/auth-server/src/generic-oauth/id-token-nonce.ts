/** base64url (no padding) of the SHA-256 of a text: PKCE S256 challenges and our nonces. */
export async function sha256Base64url(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * The nonce sent with a sign-in and expected back in its id token, derived from the sign-in's
 * PKCE code verifier: the verifier is secret, random and kept server-side with the state, so
 * the nonce binds the id token to this sign-in without storing anything more (OIDC Core
 * §3.1.2.1). A prefix keeps it unrelated to the S256 challenge of the same verifier.
 */
export function nonceFor(codeVerifier: string): Promise<string> {
  return sha256Base64url(`tollgate-oidc-nonce:${codeVerifier}`);
}
