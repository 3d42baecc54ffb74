import { type HmacSigner, SIGNATURE_LENGTH } from "../crypto/hmac";

/** `value.signature`: the format better-call uses for signed cookies. */
export async function signValue(signer: HmacSigner, value: string): Promise<string> {
  return `${value}.${await signer.sign(value)}`;
}

/**
 * `value.signature` split at its last dot, or null unless the value is non-empty and the
 * signature has a signature's length. Every signed cookie (session token, cookie cache) is
 * read through this, so each is held to the same checks.
 */
export function splitSignedValue(signed: string): { value: string; signature: string } | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH) return null;
  return { value: signed.slice(0, dot), signature };
}

/** The value when the signature holds, else null. */
export async function unsignValue(signer: HmacSigner, signed: string): Promise<string | null> {
  const parts = splitSignedValue(signed);
  if (!parts) return null;
  return (await signer.verify(parts.value, parts.signature)) ? parts.value : null;
}
