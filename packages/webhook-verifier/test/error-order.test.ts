import { describe, expect, it } from "vitest";
import {
  createWebhookVerifier,
  isWebhookVerificationError,
  WEBHOOK_VERIFICATION_ERROR_CODES,
  WebhookVerificationError,
} from "../src/index.js";
import { BACKENDS, clockAt, VECTOR, vectorHeaders } from "./support/vector.js";

async function failureOf(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  try {
    await promise;
  } catch (error) {
    if (isWebhookVerificationError(error)) return error;
    throw error;
  }
  throw new Error("expected the webhook to be rejected");
}

describe.each(BACKENDS)("verification errors, in the spec's order (%s)", (backend) => {
  const verifierAt = (offsetSeconds: number) =>
    createWebhookVerifier({ secret: VECTOR.secret, crypto: backend, now: clockAt(offsetSeconds) });

  it("the catalogue is the spec's five texts, in order, each keyed by its UPPER_SNAKE code", () => {
    expect(Object.values(WEBHOOK_VERIFICATION_ERROR_CODES)).toEqual([
      "Missing required headers",
      "Invalid Signature Headers",
      "Message timestamp too old",
      "Message timestamp too new",
      "No matching signature found",
    ]);
    for (const [code, message] of Object.entries(WEBHOOK_VERIFICATION_ERROR_CODES)) {
      expect(code).toBe(message.toUpperCase().replaceAll(" ", "_"));
    }
  });

  it.each(["webhook-id", "webhook-timestamp", "webhook-signature"])(
    "'Missing required headers' when %s is absent or empty — before anything else is looked at",
    async (name) => {
      const absent = vectorHeaders({ "webhook-timestamp": "not a number" });
      delete absent[name];
      const empty = vectorHeaders({ "webhook-timestamp": "not a number", [name]: "" });
      for (const headers of [absent, empty]) {
        const error = await failureOf(verifierAt(10_000).verify(VECTOR.body, headers));
        expect(error).toBeInstanceOf(WebhookVerificationError);
        expect(error.code).toBe("MISSING_REQUIRED_HEADERS");
        expect(error.message).toBe("Missing required headers");
      }
    },
  );

  it.each(["not a number", "1614265330.5", "-1614265330", "1614265330abc", " 1614265330", "1e9"])(
    "'Invalid Signature Headers' for timestamp %j — before freshness is checked",
    async (timestamp) => {
      const error = await failureOf(
        verifierAt(10_000).verify(VECTOR.body, vectorHeaders({ "webhook-timestamp": timestamp })),
      );
      expect(error.code).toBe("INVALID_SIGNATURE_HEADERS");
      expect(error.message).toBe("Invalid Signature Headers");
    },
  );

  it("'Message timestamp too old' before the signature is checked", async () => {
    const error = await failureOf(
      verifierAt(301).verify(VECTOR.body, vectorHeaders({ "webhook-signature": "v1,bad" })),
    );
    expect(error.code).toBe("MESSAGE_TIMESTAMP_TOO_OLD");
    expect(error.message).toBe("Message timestamp too old");
  });

  it("'Message timestamp too new' before the signature is checked", async () => {
    const error = await failureOf(
      verifierAt(-301).verify(VECTOR.body, vectorHeaders({ "webhook-signature": "v1,bad" })),
    );
    expect(error.code).toBe("MESSAGE_TIMESTAMP_TOO_NEW");
    expect(error.message).toBe("Message timestamp too new");
  });

  it.each([
    ["a wrong signature", "v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="],
    ["the right signature under another version", VECTOR.signature.replace("v1,", "v2,")],
    ["a signature that is not base64", "v1,not*base64"],
    ["a truncated signature", VECTOR.signature.slice(0, 20)],
    ["no version", VECTOR.signature.slice(3)],
  ])("'No matching signature found' for %s", async (_, signature) => {
    const error = await failureOf(
      verifierAt(0).verify(VECTOR.body, vectorHeaders({ "webhook-signature": signature })),
    );
    expect(error.code).toBe("NO_MATCHING_SIGNATURE_FOUND");
    expect(error.message).toBe("No matching signature found");
    expect(error.name).toBe("WebhookVerificationError");
  });
});

describe.each(BACKENDS)("the timestamp tolerance (%s)", (backend) => {
  const verify = (offsetSeconds: number, toleranceSeconds?: number) =>
    createWebhookVerifier({
      secret: VECTOR.secret,
      crypto: backend,
      now: clockAt(offsetSeconds),
      ...(toleranceSeconds === undefined ? {} : { toleranceSeconds }),
    }).verify(VECTOR.body, vectorHeaders());

  it.each([300, -300, 0])("accepts a webhook %i s from now (default 300 s)", async (offset) => {
    await expect(verify(offset)).resolves.toMatchObject({ id: VECTOR.id });
  });

  it("rejects 301 s in the past as too old", async () => {
    await expect(verify(301)).rejects.toMatchObject({ code: "MESSAGE_TIMESTAMP_TOO_OLD" });
  });

  it("rejects 301 s in the future as too new", async () => {
    await expect(verify(-301)).rejects.toMatchObject({ code: "MESSAGE_TIMESTAMP_TOO_NEW" });
  });

  it("counts whole seconds: 300.999 s after is still within 300 s", async () => {
    const verifier = createWebhookVerifier({
      secret: VECTOR.secret,
      crypto: backend,
      now: () => (VECTOR.timestamp + 300) * 1000 + 999,
    });
    await expect(verifier.verify(VECTOR.body, vectorHeaders())).resolves.toBeDefined();
  });

  it("honours a configured tolerance at its boundary", async () => {
    await expect(verify(60, 60)).resolves.toBeDefined();
    await expect(verify(61, 60)).rejects.toMatchObject({ code: "MESSAGE_TIMESTAMP_TOO_OLD" });
    await expect(verify(-61, 60)).rejects.toMatchObject({ code: "MESSAGE_TIMESTAMP_TOO_NEW" });
  });
});
