/**
 * The key in an otpauth URI (`otpauth://totp/Issuer:email?secret=BASE32&issuer=…`), in groups
 * of four for typing it into an app by hand; null when the URI carries none.
 */
export function totpSecretOf(totpURI: string): string | null {
  const secret = URL.canParse(totpURI) ? new URL(totpURI).searchParams.get("secret") : null;
  return secret ? (secret.match(/.{1,4}/g) ?? []).join(" ") : null;
}
