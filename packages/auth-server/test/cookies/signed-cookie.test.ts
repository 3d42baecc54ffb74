import { describe, expect, it } from "vitest";
import { readSignedCookie } from "../../src/cookies/signed-cookie";
import { signValue } from "../../src/cookies/signed-value";
import { createHmacSigner } from "../../src/crypto/hmac";

const NAME = "tollgate.session_token";

async function headerWith(secret: string, token: string, other = "theme=dark"): Promise<string> {
  const signed = await signValue(createHmacSigner(secret), token);
  return `${other}; ${NAME}=${encodeURIComponent(signed)}`;
}

describe("readSignedCookie", () => {
  it("answers a verified cookie's value, and the same cookie again at once, without a promise", async () => {
    const signer = createHmacSigner("signed-cookie-secret-0123456789abcdef");
    const header = await headerWith("signed-cookie-secret-0123456789abcdef", "token-1");
    const first = readSignedCookie(header, NAME, signer);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe("token-1");
    // A new header string carrying the same cookie bytes among other cookies.
    const again = readSignedCookie(`lang=de; ${header.split("; ")[1]}`, NAME, signer);
    expect(again).toBe("token-1");
  });

  it("never remembers a cookie whose signature does not verify, nor accepts it later", async () => {
    const signer = createHmacSigner("signed-cookie-secret-0123456789abcdef");
    const forged = await headerWith("another-secret-0123456789abcdef012345", "token-2");
    expect(await readSignedCookie(forged, NAME, signer)).toBeNull();
    const second = readSignedCookie(forged, NAME, signer);
    expect(second).toBeInstanceOf(Promise);
    expect(await second).toBeNull();
  });

  it("keeps what one signer verified from another signer", async () => {
    const secret = "signed-cookie-secret-0123456789abcdef";
    const header = await headerWith(secret, "token-3");
    expect(await readSignedCookie(header, NAME, createHmacSigner(secret))).toBe("token-3");
    const other = createHmacSigner("another-secret-0123456789abcdef012345");
    expect(await readSignedCookie(header, NAME, other)).toBeNull();
  });

  it("answers null without the cookie, for an empty one and for one without a signature", async () => {
    const signer = createHmacSigner("signed-cookie-secret-0123456789abcdef");
    expect(readSignedCookie(null, NAME, signer)).toBeNull();
    expect(readSignedCookie("theme=dark", NAME, signer)).toBeNull();
    expect(readSignedCookie(`${NAME}=`, NAME, signer)).toBeNull();
    expect(await readSignedCookie(`${NAME}=token-4`, NAME, signer)).toBeNull();
  });
});
