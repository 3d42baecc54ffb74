import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { createWebhookVerifier, isWebhookUsageError } from "../src/index.js";
import { BACKENDS, clockAt, VECTOR, vectorHeaders } from "./support/vector.js";

const bodyBytes = new TextEncoder().encode(VECTOR.body);

describe.each(BACKENDS)("every body and header shape (%s)", (backend) => {
  const verifier = createWebhookVerifier({
    secret: VECTOR.secret,
    crypto: backend,
    now: clockAt(0),
  });

  it.each([
    ["a string", VECTOR.body],
    ["a Uint8Array", bodyBytes],
    ["an ArrayBuffer", bodyBytes.slice().buffer],
    ["a Node Buffer", Buffer.from(VECTOR.body)],
    [
      "a Uint8Array view into a larger buffer",
      new Uint8Array([0, 0, ...bodyBytes, 0]).subarray(2, 2 + bodyBytes.length),
    ],
  ])("body as %s", async (_, body) => {
    await expect(verifier.verify(body, vectorHeaders())).resolves.toMatchObject({ id: VECTOR.id });
  });

  it("a body that is not the raw bytes (re-serialised JSON) does not verify", async () => {
    const reserialised = JSON.stringify(JSON.parse(VECTOR.body));
    await expect(verifier.verify(reserialised, vectorHeaders())).rejects.toMatchObject({
      code: "NO_MATCHING_SIGNATURE_FOUND",
    });
  });

  it("refuses a parsed object as the body with a clear usage error", async () => {
    const parsed: unknown = JSON.parse(VECTOR.body);
    // Simulates a JavaScript caller passing `req.body` after a JSON body parser.
    const error = await verifier.verify(parsed as string, vectorHeaders()).catch((e) => e);
    expect(isWebhookUsageError(error)).toBe(true);
    expect(error.message).toBe("Webhook body must be a string, Uint8Array or ArrayBuffer");
  });

  it("headers as a fetch Headers", async () => {
    await expect(verifier.verify(VECTOR.body, new Headers(vectorHeaders()))).resolves.toBeDefined();
  });

  it("headers as a plain object in any case", async () => {
    const headers = {
      "Webhook-Id": VECTOR.id,
      "WEBHOOK-TIMESTAMP": String(VECTOR.timestamp),
      "webhook-Signature": VECTOR.signature,
    };
    await expect(verifier.verify(VECTOR.body, headers)).resolves.toBeDefined();
  });

  it("headers as Node's IncomingHttpHeaders, with string arrays", async () => {
    const headers: IncomingHttpHeaders = {
      host: "example.test",
      "content-type": "application/json",
      "webhook-id": VECTOR.id,
      "webhook-timestamp": String(VECTOR.timestamp),
      "webhook-signature": "v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
    };
    // Node's headersDistinct form: every value is an array; repeated signature headers add up.
    const distinct: Record<string, string[]> = {
      "webhook-id": [VECTOR.id],
      "webhook-timestamp": [String(VECTOR.timestamp)],
      "webhook-signature": ["v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", VECTOR.signature],
    };
    await expect(verifier.verify(VECTOR.body, headers)).rejects.toMatchObject({
      code: "NO_MATCHING_SIGNATURE_FOUND",
    });
    await expect(verifier.verify(VECTOR.body, distinct)).resolves.toBeDefined();
  });

  it("an id or timestamp sent twice with different values is 'Invalid Signature Headers'", async () => {
    const headers = { ...vectorHeaders(), "webhook-id": [VECTOR.id, "msg_other"] };
    await expect(verifier.verify(VECTOR.body, headers)).rejects.toMatchObject({
      code: "INVALID_SIGNATURE_HEADERS",
    });
  });

  it("an empty body is signed and verified like any other", async () => {
    const { sign } = await import("../src/index.js");
    const signed = await sign({
      secret: VECTOR.secret,
      id: "msg_empty",
      timestamp: VECTOR.timestamp,
      body: "",
    });
    await expect(verifier.verify(new Uint8Array(0), signed.headers)).resolves.toBeDefined();
  });

  it("non-ASCII bodies are signed as UTF-8, the same from a string or bytes", async () => {
    const { sign } = await import("../src/index.js");
    const text = '{"name":"Zoë 🚀 — 東京"}';
    const signed = await sign({
      secret: VECTOR.secret,
      id: "msg_utf8",
      timestamp: VECTOR.timestamp,
      body: text,
    });
    await expect(
      verifier.verify(new TextEncoder().encode(text), signed.headers),
    ).resolves.toBeDefined();
    await expect(verifier.verify(text, signed.headers)).resolves.toBeDefined();
  });
});
