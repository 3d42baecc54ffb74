import { createWebhookVerifier, sign } from "@tollgate/webhook-verifier";
import { Webhook } from "standardwebhooks";
import { compareOps, microOptions } from "../micro.js";
import type { BenchRow, BenchSuite } from "../types.js";

const AGAINST = "standardwebhooks@1.1.1";
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const WRONG_SIGNATURE = "v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/** A realistic ~2 KB order.paid payload, as raw text. */
function twoKilobyteBody(): string {
  const items = Array.from({ length: 9 }, (_, index) => ({
    id: `item_${index}_0f3a9c2b7d1e4f56`,
    label: `Seat licence ${index + 1} — yearly`,
    amount: 1999 + index,
    tax_amount: 400,
    proration_type: null,
  }));
  const data = { id: "ord_01JABCDEF", status: "paid", currency: "usd", items, metadata: {} };
  let body = JSON.stringify({ type: "order.paid", timestamp: "2026-01-01T00:00:00Z", data });
  while (body.length < 2048)
    body = body.replace('"metadata":{', `"metadata":{"k${body.length}":"v",`);
  return body;
}

async function headersFor(body: string, signatureCount: 1 | 3): Promise<Record<string, string>> {
  const signed = await sign({ secret: SECRET, id: "msg_bench", body });
  const wrong = Array.from({ length: signatureCount - 1 }, () => WRONG_SIGNATURE);
  // The good signature last: the worst case for a verifier that stops at the first match.
  return { ...signed.headers, "webhook-signature": [...wrong, signed.signature].join(" ") };
}

export const webhookVerifySuite: BenchSuite = {
  name: "webhook-verify",
  async run(ctx) {
    const options = microOptions(ctx.quick);
    const body = twoKilobyteBody();
    const theirs = new Webhook(SECRET);
    const backends = [
      { name: "auto", note: "ours: node:crypto HMAC, cached KeyObject" },
      { name: "web-crypto", note: "ours: Web Crypto only (edge runtimes' path)" },
    ] as const;
    const rows: BenchRow[] = [];
    for (const signatureCount of [1, 3] as const) {
      const headers = await headersFor(body, signatureCount);
      for (const backend of backends) {
        const ours = createWebhookVerifier({ secret: SECRET, crypto: backend.name });
        // Both verify and JSON-parse nothing: standardwebhooks is asked not to parse.
        const result = await compareOps(
          () => ours.verify(body, headers),
          () => theirs.verify(body, headers, { jsonParse: false }),
          options,
        );
        rows.push({
          suite: "webhook-verify",
          case: `verify ${(body.length / 1024).toFixed(0)} KB, ${signatureCount} signature${signatureCount > 1 ? "s (good one last)" : ""}, ${backend.name}`,
          metric: "ops/s",
          ours: Math.round(result.oursOpsPerSec),
          theirs: Math.round(result.theirsOpsPerSec),
          against: AGAINST,
          higherIsBetter: true,
          note: backend.note,
        });
      }
    }
    return rows;
  },
};
