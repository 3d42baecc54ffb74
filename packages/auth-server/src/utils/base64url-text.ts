// Text ↔ unpadded base64url for the signed cookie cache. node:buffer's native codec decodes a
// session cache cookie far faster than a JavaScript one, and every cached session read decodes
// one; other runtimes use the Web's atob/btoa.
import { nodeBuiltin } from "./node-builtin";

const NodeBuffer = nodeBuiltin("node:buffer")?.Buffer;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function webEncode(text: string): string {
  let binary = "";
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function webDecode(encoded: string): string {
  const binary = atob(encoded.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return decoder.decode(bytes);
}

/** UTF-8 text → base64url without padding. */
export function encodeBase64urlText(text: string): string {
  return NodeBuffer ? NodeBuffer.from(text, "utf8").toString("base64url") : webEncode(text);
}

/**
 * base64url (padding optional) → UTF-8 text. Only for values whose integrity was checked first
 * (a verified signature): the Node codec skips characters outside the alphabet instead of failing.
 */
export function decodeBase64urlText(encoded: string): string {
  return NodeBuffer ? NodeBuffer.from(encoded, "base64url").toString("utf8") : webDecode(encoded);
}

/** The atob/btoa path other runtimes take, exported so it is tested on Node too. */
export const webBase64urlText = { encode: webEncode, decode: webDecode };
