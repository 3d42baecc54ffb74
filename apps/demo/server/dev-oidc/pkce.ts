const VERIFIER_SHAPE = /^[A-Za-z0-9._~-]{43,128}$/;

/** RFC 7636 S256: the challenge is base64url(SHA-256(verifier)), no padding. */
export async function verifierMatches(verifier: string, challenge: string): Promise<boolean> {
  if (!VERIFIER_SHAPE.test(verifier)) return false;
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)),
  );
  const encoded = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return encoded === challenge;
}
