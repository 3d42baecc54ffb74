import type { HmacSigner } from "../crypto/hmac";

/** `value.signature`: the format better-call uses for signed cookies. */
export async function signValue(signer: HmacSigner, value: string): Promise<string> {
  return `${value}.${await signer.sign(value)}`;
}

/** The value when the signature holds, else null. */
export async function unsignValue(signer: HmacSigner, signed: string): Promise<string | null> {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44) return null;
  return (await signer.verify(value, signature)) ? value : null;
}
