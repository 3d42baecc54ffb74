import { readFileSync } from "node:fs";
import { WebhookOrderPaidPayload$inboundSchema } from "@polar-sh/sdk/models/components/webhookorderpaidpayload.js";
import { validateEvent } from "@polar-sh/sdk/webhooks.js";
import { parseWebhookEvent } from "@tollgate/billing-types";
import { createWebhookSigner, createWebhookVerifier } from "@tollgate/webhook-verifier";
import { compareOps, microOptions } from "../micro.js";
import type { BenchRow, BenchSuite } from "../types.js";

const AGAINST = "@polar-sh/sdk@0.49.0";
/** Polar HMACs with the UTF-8 bytes of the secret text (validateEvent base64s it for standardwebhooks). */
const SECRET = "polar_whs_bench_MfKQ9r8GKYqrTwjUPD8ILPZIo2La";

/**
 * A real order.paid of today's API (the example in @tollgate/billing-types' README, which a test
 * holds to @polar-sh/sdk@0.49.0's own schema), compacted, as the platform sends it.
 */
function orderPaidBody(): string {
  const url = new URL(
    "../../../packages/billing-types/test/api-examples/order.paid.today.json",
    import.meta.url,
  );
  return JSON.stringify(JSON.parse(readFileSync(url, "utf8")));
}

function row(caseName: string, ours: number, theirs: number, note: string): BenchRow {
  return {
    suite: "billing-parse",
    case: caseName,
    metric: "ops/s",
    ours: Math.round(ours),
    theirs: Math.round(theirs),
    against: AGAINST,
    higherIsBetter: true,
    note,
  };
}

/** Both parsers must accept the payload, or the comparison measures an error path. */
async function checkBothAccept(body: string, headers: Record<string, string>): Promise<void> {
  const ours = parseWebhookEvent(JSON.parse(body));
  if (!ours.known || ours.type !== "order.paid") throw new Error("ours did not parse order.paid");
  WebhookOrderPaidPayload$inboundSchema.parse(JSON.parse(body));
  const theirs = validateEvent(body, headers, SECRET);
  if (theirs.type !== "order.paid") throw new Error("validateEvent did not parse order.paid");
  const verifier = createWebhookVerifier({ secret: SECRET, keyEncoding: "utf8" });
  await verifier.verifyAndParse(body, headers);
}

export const billingParseSuite: BenchSuite = {
  name: "billing-parse",
  async run(ctx) {
    const options = microOptions(ctx.quick);
    const body = orderPaidBody();
    const size = `${(body.length / 1024).toFixed(1)} KB`;
    // Signed now: both sides reject timestamps more than 300 s away, longer than any run.
    const signer = createWebhookSigner({ secret: SECRET, keyEncoding: "utf8" });
    const { headers } = await signer.sign({ id: "msg_bench_billing", body });
    await checkBothAccept(body, headers);
    const verifier = createWebhookVerifier({ secret: SECRET, keyEncoding: "utf8" });
    const rows: BenchRow[] = [];

    const parse = await compareOps(
      () => parseWebhookEvent(JSON.parse(body)),
      () => WebhookOrderPaidPayload$inboundSchema.parse(JSON.parse(body)),
      options,
    );
    rows.push(
      row(
        `order.paid ${size}: parse + convert (from JSON text)`,
        parse.oursOpsPerSec,
        parse.theirsOpsPerSec,
        "both: JSON.parse of the same body, then validate every field and convert to camelCase with Dates. ours = parseWebhookEvent (compiled single-pass validator/converter; zod runs only to report an invalid payload). theirs = WebhookOrderPaidPayload$inboundSchema.parse, the zod parse validateEvent runs after the signature check. No signature check on either side.",
      ),
    );

    const both = await compareOps(
      () => verifier.verifyAndParse(body, headers),
      () => validateEvent(body, headers, SECRET),
      options,
    );
    rows.push(
      row(
        `order.paid ${size}: verify + parse`,
        both.oursOpsPerSec,
        both.theirsOpsPerSec,
        "both: Standard Webhooks HMAC-SHA256 check of the same signed body (key = UTF-8 bytes of the secret), timestamp check, JSON.parse, full validation and conversion. ours = @tollgate/webhook-verifier createWebhookVerifier(...).verifyAndParse (key prepared once per verifier; async). theirs = validateEvent(body, headers, secret) (standardwebhooks, key decoded per call; sync).",
      ),
    );
    return rows;
  },
};
