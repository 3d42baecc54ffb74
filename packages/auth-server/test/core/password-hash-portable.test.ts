import { scryptSync } from "node:crypto";
import { createScryptPasswordHasher } from "@tollgate/auth-server";
import { describe, expect, it } from "vitest";
import { passwordHasherFrom } from "../../src/crypto/password";
import { deriveInJavaScript } from "../../src/crypto/scrypt-in-javascript";

// The JavaScript scrypt is what runtimes without node:crypto use (edge runtimes); here it runs on
// Node beside the native one, so both can be compared byte for byte.
const SCRYPT_OPTIONS = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("password hashes without node:crypto (scrypt in JavaScript)", () => {
  const portable = passwordHasherFrom(deriveInJavaScript);
  const native = createScryptPasswordHasher();

  it("derives byte for byte what node:crypto's scryptSync derives (N=16384, r=16, p=1, 64 bytes)", async () => {
    const salt = "00112233445566778899aabbccddeeff";
    expect(hex(await deriveInJavaScript("correct horse", salt))).toBe(
      scryptSync("correct horse", salt, 64, SCRYPT_OPTIONS).toString("hex"),
    );
  });

  it("a hash made in JavaScript verifies with the native hasher, and the other way round", async () => {
    const fromPortable = await portable.hash("ﬁnest"); // U+FB01: NFKC makes it "finest"
    const fromNative = await native.hash("finest");
    expect(fromPortable).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await native.verify({ hash: fromPortable, password: "finest" })).toBe(true);
    expect(await portable.verify({ hash: fromNative, password: "ﬁnest" })).toBe(true);
    expect(await portable.verify({ hash: fromNative, password: "finest!" })).toBe(false);
  }, 30_000);

  it("a stored key that is not 64 bytes of hex verifies as false without hashing", async () => {
    const salt = "a".repeat(32);
    for (const key of ["zz".repeat(64), "ab".repeat(63), `${"ab".repeat(64)}0`, ""]) {
      expect(await portable.verify({ hash: `${salt}:${key}`, password: "x" })).toBe(false);
    }
    expect(await portable.verify({ hash: "no-colon", password: "x" })).toBe(false);
  });
});
