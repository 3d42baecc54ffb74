// node:crypto's asynchronous scrypt runs in libuv's thread pool (Node, Bun and Deno all provide
// it): the event loop stays free, but the hash competes with every other request for the CPU.
import { scrypt } from "node:crypto";
import { SCRYPT, SCRYPT_OPTIONS } from "./scrypt-parameters";

/** The scrypt key of an already normalised password; `salt` is used as text, as it is stored. */
export function deriveInThreadPool(password: string, salt: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT.keyLength, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
