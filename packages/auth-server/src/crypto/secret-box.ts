// Values the server keeps secret at rest (a signing key's private half, a provider's tokens):
// AES-256-GCM under a key derived from the auth secret with HKDF-SHA-256 and a purpose label,
// so one purpose's ciphertext never opens under another's key. Web Crypto only (any runtime).

const VERSION = "v1";
const keys = new Map<string, Promise<CryptoKey>>();

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    const encoder = new TextEncoder();
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          {
            name: "HKDF",
            hash: "SHA-256",
            salt: encoder.encode("tollgate secret box"),
            info: encoder.encode(purpose),
          },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

/** Encrypts `plaintext` for `purpose`: `v1.<iv>.<ciphertext>` (base64url), a fresh IV each time. */
export async function sealWithSecret(
  secret: string,
  purpose: string,
  plaintext: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await keyFor(secret, purpose),
    new TextEncoder().encode(plaintext),
  );
  return `${VERSION}.${base64Url(iv)}.${base64Url(new Uint8Array(sealed))}`;
}

/** Decrypts what sealWithSecret made for the same secret and purpose; throws when it was altered. */
export async function openWithSecret(
  secret: string,
  purpose: string,
  sealed: string,
): Promise<string> {
  const [version, iv, data] = sealed.split(".");
  if (version !== VERSION || !iv || !data) throw new Error("not a sealed value");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64Url(iv) },
    await keyFor(secret, purpose),
    fromBase64Url(data),
  );
  return new TextDecoder().decode(plain);
}
