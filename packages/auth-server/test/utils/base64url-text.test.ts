import { describe, expect, it } from "vitest";
import {
  decodeBase64urlText,
  encodeBase64urlText,
  webBase64urlText,
} from "../../src/utils/base64url-text";

const samples = ["", "a", "ab", "abc", '{"session":{"name":"Émile 🚀"}}', "?>?>~~~".repeat(40)];

describe("base64url text", () => {
  for (const [name, codec] of [
    ["node:buffer", { encode: encodeBase64urlText, decode: decodeBase64urlText }],
    ["atob/btoa", webBase64urlText],
  ] as const) {
    it(`${name}: unpadded base64url of the UTF-8 bytes, and back`, () => {
      for (const text of samples) {
        const encoded = codec.encode(text);
        expect(encoded).toBe(Buffer.from(text, "utf8").toString("base64url"));
        expect(encoded).not.toMatch(/[+/=]/);
        expect(codec.decode(encoded)).toBe(text);
      }
    });

    it(`${name}: accepts padded input`, () => {
      expect(codec.decode("YWI=")).toBe("ab");
    });
  }
});
