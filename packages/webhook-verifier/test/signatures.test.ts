import { describe, expect, it } from "vitest";
import { createWebhookSigner, createWebhookVerifier, sign } from "../src/index.js";
import { BACKENDS, clockAt, VECTOR, vectorHeaders } from "./support/vector.js";

const WRONG = "v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
const OTHER_SECRET = "whsec_c2Vjb25kIHNlY3JldCBmb3Igcm90YXRpb24=";

describe.each(BACKENDS)("several signatures and several secrets (%s)", (backend) => {
  const verifier = createWebhookVerifier({
    secret: VECTOR.secret,
    crypto: backend,
    now: clockAt(0),
  });

  it("accepts when the good signature is the last of three", async () => {
    const header = `${WRONG} v2,${VECTOR.signature.slice(3)} ${VECTOR.signature}`;
    await expect(
      verifier.verify(VECTOR.body, vectorHeaders({ "webhook-signature": header })),
    ).resolves.toMatchObject({ id: VECTOR.id });
  });

  it("accepts the good signature first, too, and ignores extra spaces", async () => {
    const header = `  ${VECTOR.signature}   ${WRONG} `;
    await expect(
      verifier.verify(VECTOR.body, vectorHeaders({ "webhook-signature": header })),
    ).resolves.toBeDefined();
  });

  it("accepts signatures joined with ', ' by a proxy that merged repeated headers", async () => {
    const header = `${WRONG}, ${VECTOR.signature}`;
    await expect(
      verifier.verify(VECTOR.body, new Headers(vectorHeaders({ "webhook-signature": header }))),
    ).resolves.toBeDefined();
  });

  it("rejects when none of several signatures matches", async () => {
    const header = `${WRONG} v1,${"B".repeat(43)}= v1a,${VECTOR.signature.slice(3)}`;
    await expect(
      verifier.verify(VECTOR.body, vectorHeaders({ "webhook-signature": header })),
    ).rejects.toMatchObject({ code: "NO_MATCHING_SIGNATURE_FOUND" });
  });

  it("accepts a webhook signed with any of the secrets during a rotation", async () => {
    const rotating = createWebhookVerifier({
      secret: [OTHER_SECRET, VECTOR.secret],
      crypto: backend,
      now: clockAt(0),
    });
    await expect(rotating.verify(VECTOR.body, vectorHeaders())).resolves.toBeDefined();
    const signedWithOther = await sign({
      secret: OTHER_SECRET,
      crypto: backend,
      id: VECTOR.id,
      timestamp: VECTOR.timestamp,
      body: VECTOR.body,
    });
    await expect(rotating.verify(VECTOR.body, signedWithOther.headers)).resolves.toBeDefined();
    await expect(verifier.verify(VECTOR.body, signedWithOther.headers)).rejects.toMatchObject({
      code: "NO_MATCHING_SIGNATURE_FOUND",
    });
  });

  it("a signer with two secrets sends one signature per secret, both verifiable", async () => {
    const signer = createWebhookSigner({ secret: [OTHER_SECRET, VECTOR.secret], crypto: backend });
    const signed = await signer.sign({
      id: VECTOR.id,
      timestamp: VECTOR.timestamp,
      body: VECTOR.body,
    });
    const parts = signed.signature.split(" ");
    expect(parts).toHaveLength(2);
    expect(parts[1]).toBe(VECTOR.signature);
    await expect(verifier.verify(VECTOR.body, signed.headers)).resolves.toBeDefined();
  });

  it("binds the id and the timestamp: changing either breaks the signature", async () => {
    await expect(
      verifier.verify(VECTOR.body, vectorHeaders({ "webhook-id": "msg_other" })),
    ).rejects.toMatchObject({ code: "NO_MATCHING_SIGNATURE_FOUND" });
    await expect(
      verifier.verify(
        VECTOR.body,
        vectorHeaders({ "webhook-timestamp": String(VECTOR.timestamp + 1) }),
      ),
    ).rejects.toMatchObject({ code: "NO_MATCHING_SIGNATURE_FOUND" });
  });
});
