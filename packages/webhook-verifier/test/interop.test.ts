import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createWebhookVerifier, sign } from "../src/index.js";
import { BACKENDS } from "./support/vector.js";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const BODIES = [
  '{"type":"order.paid","data":{"id":"ord_1","amount":1999}}',
  "",
  '{"note":"Zoë 🚀"}',
];

describe.each(BACKENDS)("interoperability with standardwebhooks@1.1.1 (%s)", (backend) => {
  it.each(BODIES)("it signs, we verify: %j", async (body) => {
    const theirs = new Webhook(SECRET);
    const id = "msg_interop_1";
    const now = new Date();
    const signature = theirs.sign(id, now, body);
    const verifier = createWebhookVerifier({ secret: SECRET, crypto: backend });
    await expect(
      verifier.verify(body, {
        "webhook-id": id,
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": signature,
      }),
    ).resolves.toMatchObject({ id });
  });

  it.each(BODIES)("we sign, it verifies: %j", async (body) => {
    const signed = await sign({ secret: SECRET, crypto: backend, id: "msg_interop_2", body });
    const theirs = new Webhook(SECRET);
    expect(theirs.verify(body, { ...signed.headers })).toEqual(
      body === "" ? undefined : JSON.parse(body),
    );
  });

  it("it refuses what we signed once the body is changed (the check is real)", async () => {
    const signed = await sign({ secret: SECRET, crypto: backend, id: "msg_interop_3", body: "{}" });
    expect(() => new Webhook(SECRET).verify("[]", { ...signed.headers })).toThrow(
      "No matching signature found",
    );
  });
});
