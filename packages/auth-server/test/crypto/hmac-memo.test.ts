import { describe, expect, it } from "vitest";
import { signValue, unsignValue } from "../../src/cookies/signed-value";
import { createHmacSigner } from "../../src/crypto/hmac";

const SECRET = "hmac-memo-test-secret-0123456789abcdef";

describe("the verified-signature memo", () => {
  it("does not accept a pair shifted across the value/signature boundary after the real one verified", async () => {
    const signer = createHmacSigner(SECRET);
    const value = "session-token-value";
    const signature = await signer.sign(value);
    expect(await signer.verify(value, signature)).toBe(true);
    // Same concatenation, different split: the memo must not treat it as the verified pair.
    const shiftedSignature = signature + value.slice(0, 3);
    const shiftedValue = value.slice(3);
    expect(await signer.verify(shiftedValue, shiftedSignature)).toBe(false);
    const shorterSignature = signature.slice(0, -2);
    const longerValue = signature.slice(-2) + value;
    expect(await signer.verify(longerValue, shorterSignature)).toBe(false);
  });

  it("refuses a signature of the wrong length even for a verified value", async () => {
    const signer = createHmacSigner(SECRET);
    const signed = await signValue(signer, "abc");
    expect(await unsignValue(signer, signed)).toBe("abc");
    expect(await unsignValue(signer, `${signed}=`)).toBeNull();
    expect(await signer.verify("abc", `${signed.slice(4)}A`)).toBe(false);
  });
});
