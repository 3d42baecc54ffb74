import { describe, expect, it } from "vitest";
import { openWithSecret, sealWithSecret } from "../../src/crypto/secret-box";

const SECRET = "a-long-enough-test-secret-0123456789";

describe("sealWithSecret / openWithSecret", () => {
  it("round-trips, with a fresh IV every time", async () => {
    const first = await sealWithSecret(SECRET, "jwks", "private key");
    const second = await sealWithSecret(SECRET, "jwks", "private key");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(await openWithSecret(SECRET, "jwks", first)).toBe("private key");
  });

  it("refuses another purpose, another secret and an altered value", async () => {
    const sealed = await sealWithSecret(SECRET, "jwks", "private key");
    await expect(openWithSecret(SECRET, "oauth-tokens", sealed)).rejects.toThrow();
    await expect(openWithSecret(`${SECRET}x`, "jwks", sealed)).rejects.toThrow();
    const [version, iv, data = ""] = sealed.split(".");
    const flipped = `${data.slice(0, -2)}${data.at(-2) === "A" ? "B" : "A"}${data.at(-1)}`;
    await expect(openWithSecret(SECRET, "jwks", `${version}.${iv}.${flipped}`)).rejects.toThrow();
    await expect(openWithSecret(SECRET, "jwks", "plain text")).rejects.toThrow(
      "not a sealed value",
    );
  });
});
