// node:crypto's asynchronous scrypt runs in libuv's thread pool (Node, Bun and Deno all provide
// it): the event loop stays free, but the hash competes with every other request for the CPU.
// Runtimes without node:crypto compute the same key in JavaScript (scrypt-in-javascript.ts).
import { nodeCrypto } from "../utils/node-builtin";
import { deriveInJavaScript } from "./scrypt-in-javascript";
import { SCRYPT, SCRYPT_OPTIONS } from "./scrypt-parameters";

/** The scrypt key of an already normalised password; `salt` is used as text, as it is stored. */
export function deriveInThreadPool(password: string, salt: string): Promise<Uint8Array> {
  const node = nodeCrypto();
  if (!node) return deriveInJavaScript(password, salt);
  return new Promise((resolve, reject) => {
    node.scrypt(password, salt, SCRYPT.keyLength, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
