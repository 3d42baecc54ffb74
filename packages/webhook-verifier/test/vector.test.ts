import { describe, expect, it } from "vitest";
import { createWebhookSigner, createWebhookVerifier, sign } from "../src/index.js";
import { BACKENDS, clockAt, VECTOR, vectorHeaders } from "./support/vector.js";

describe.each(BACKENDS)("the Standard Webhooks test vector (%s)", (backend) => {
  it("verifies the published signature", async () => {
    const verifier = createWebhookVerifier({
      secret: VECTOR.secret,
      crypto: backend,
      now: clockAt(0),
    });
    await expect(verifier.verify(VECTOR.body, vectorHeaders())).resolves.toEqual({
      id: VECTOR.id,
      timestamp: VECTOR.timestamp,
    });
  });

  it("signs to the published signature", async () => {
    const signed = await sign({
      secret: VECTOR.secret,
      crypto: backend,
      id: VECTOR.id,
      timestamp: VECTOR.timestamp,
      body: VECTOR.body,
    });
    expect(signed.signature).toBe(VECTOR.signature);
    expect(signed.headers).toEqual(vectorHeaders());
  });

  it("signs with the clock when no timestamp is given", async () => {
    const signer = createWebhookSigner({ secret: VECTOR.secret, crypto: backend, now: clockAt(0) });
    const signed = await signer.sign({ id: VECTOR.id, body: VECTOR.body });
    expect(signed.timestamp).toBe(VECTOR.timestamp);
    expect(signed.signature).toBe(VECTOR.signature);
  });

  it("rejects the vector with one byte of the body changed", async () => {
    const verifier = createWebhookVerifier({
      secret: VECTOR.secret,
      crypto: backend,
      now: clockAt(0),
    });
    await expect(verifier.verify('{"test": 2432232315}', vectorHeaders())).rejects.toMatchObject({
      code: "NO_MATCHING_SIGNATURE_FOUND",
    });
  });
});
