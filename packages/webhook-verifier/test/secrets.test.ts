import { describe, expect, it } from "vitest";
import {
  createWebhookSigner,
  createWebhookVerifier,
  isWebhookSecretError,
  isWebhookUsageError,
  sign,
  WEBHOOK_PAYLOAD_ERROR_CODES,
  WEBHOOK_SECRET_ERROR_CODES,
  WEBHOOK_USAGE_ERROR_CODES,
  type WebhookSecretErrorCode,
} from "../src/index.js";
import { clockAt, VECTOR } from "./support/vector.js";

function secretErrorOf(make: () => unknown): { code: string; message: string } {
  try {
    make();
  } catch (error) {
    if (isWebhookSecretError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the secret to be refused");
}

describe("secrets are refused when the verifier is made", () => {
  it.each<[string, unknown, WebhookSecretErrorCode]>([
    ["an empty secret", "", "WEBHOOK_SECRET_IS_EMPTY"],
    ["whsec_ alone", "whsec_", "WEBHOOK_SECRET_IS_EMPTY"],
    ["invalid base64", "whsec_not*base64!", "WEBHOOK_SECRET_IS_NOT_VALID_BASE64"],
    ["base64 with a bad length", "whsec_abcde", "WEBHOOK_SECRET_IS_NOT_VALID_BASE64"],
    ["misplaced padding", "whsec_ab=cd", "WEBHOOK_SECRET_IS_NOT_VALID_BASE64"],
    ["url-safe base64", "whsec_ab-_", "WEBHOOK_SECRET_IS_NOT_VALID_BASE64"],
    ["no secret at all", undefined, "WEBHOOK_SECRET_IS_REQUIRED"],
    ["an empty list", [], "WEBHOOK_SECRET_IS_REQUIRED"],
    ["a list with one bad secret", [VECTOR.secret, "whsec_"], "WEBHOOK_SECRET_IS_EMPTY"],
  ])("%s", (_, secret, code) => {
    const options = { secret } as Parameters<typeof createWebhookVerifier>[0]; // JS callers can pass anything
    for (const make of [() => createWebhookVerifier(options), () => createWebhookSigner(options)]) {
      const error = secretErrorOf(make);
      expect(error.code).toBe(code);
      expect(error.message).toBe(WEBHOOK_SECRET_ERROR_CODES[code]);
    }
  });

  it("an unknown keyEncoding is refused", () => {
    const options: Parameters<typeof createWebhookVerifier>[0] = { secret: VECTOR.secret };
    Reflect.set(options, "keyEncoding", "hex"); // what an untyped caller can pass
    expect(secretErrorOf(() => createWebhookVerifier(options)).code).toBe(
      "WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID",
    );
  });

  it("a secret without the whsec_ prefix is the same key", async () => {
    const verifier = createWebhookVerifier({ secret: VECTOR.secret.slice(6), now: clockAt(0) });
    await expect(
      verifier.verify(VECTOR.body, {
        "webhook-id": VECTOR.id,
        "webhook-timestamp": String(VECTOR.timestamp),
        "webhook-signature": VECTOR.signature,
      }),
    ).resolves.toBeDefined();
  });
});

describe("keyEncoding: 'utf8' (platforms that HMAC with the secret text itself)", () => {
  it("uses the UTF-8 bytes of the whole secret string, prefix included", async () => {
    const secret = "polar_whs_rawSecretText";
    const signed = await sign({
      secret,
      keyEncoding: "utf8",
      id: "msg_1",
      timestamp: VECTOR.timestamp,
      body: "{}",
    });
    // Same key as the Standard Webhooks form holding the base64 of those UTF-8 bytes.
    const asBase64 = `whsec_${Buffer.from(secret, "utf8").toString("base64")}`;
    const same = await sign({
      secret: asBase64,
      id: "msg_1",
      timestamp: VECTOR.timestamp,
      body: "{}",
    });
    expect(signed.signature).toBe(same.signature);
    const verifier = createWebhookVerifier({ secret, keyEncoding: "utf8", now: clockAt(0) });
    await expect(verifier.verify("{}", signed.headers)).resolves.toBeDefined();
  });

  it("a base64 secret taken as utf8 is a different key (never guessed)", async () => {
    const signed = await sign({
      secret: VECTOR.secret,
      keyEncoding: "utf8",
      id: VECTOR.id,
      timestamp: VECTOR.timestamp,
      body: VECTOR.body,
    });
    expect(signed.signature).not.toBe(VECTOR.signature);
  });

  it("an empty utf8 secret is refused", () => {
    expect(
      secretErrorOf(() => createWebhookVerifier({ secret: "", keyEncoding: "utf8" })).code,
    ).toBe("WEBHOOK_SECRET_IS_EMPTY");
  });
});

describe("options and arguments", () => {
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])(
    "a tolerance of %s is refused",
    (toleranceSeconds) => {
      const error = (() => {
        try {
          createWebhookVerifier({ secret: VECTOR.secret, toleranceSeconds });
        } catch (e) {
          return e;
        }
      })();
      expect(isWebhookUsageError(error)).toBe(true);
    },
  );

  it("signing without an id or with a fractional timestamp is refused", async () => {
    const signer = createWebhookSigner({ secret: VECTOR.secret });
    await expect(signer.sign({ id: "", body: "{}" })).rejects.toMatchObject({
      code: "WEBHOOK_ID_IS_REQUIRED",
    });
    await expect(signer.sign({ id: "msg", body: "{}", timestamp: 1.5 })).rejects.toMatchObject({
      code: "WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS",
    });
  });

  it("an unknown crypto backend is refused", () => {
    const options: Parameters<typeof createWebhookVerifier>[0] = { secret: VECTOR.secret };
    Reflect.set(options, "crypto", "openssl"); // what an untyped caller can pass
    expect(() => createWebhookVerifier(options)).toThrow(
      "Hmac backend must be auto, web-crypto or node",
    );
  });

  it("every catalogue key is its message in UPPER_SNAKE_CASE", () => {
    const catalogues = [
      WEBHOOK_SECRET_ERROR_CODES,
      WEBHOOK_USAGE_ERROR_CODES,
      WEBHOOK_PAYLOAD_ERROR_CODES,
    ];
    for (const catalogue of catalogues) {
      for (const [code, message] of Object.entries(catalogue)) {
        expect(code).toBe(
          message
            .toUpperCase()
            .replace(/[^A-Z0-9]+/g, "_")
            .replace(/_$/, ""),
        );
      }
    }
  });
});
