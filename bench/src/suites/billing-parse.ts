import { readFileSync } from "node:fs";
import { webhooks } from "@polar-sh/sdk/2027-01";
import { parseWebhookEvent } from "@tollgate/billing-types";
import { createWebhookVerifier, sign } from "@tollgate/webhook-verifier";
import { compareOps, microOptions } from "../micro.js";
import type { BenchRow, BenchSuite } from "../types.js";

const AGAINST = "@polar-sh/sdk@1.0.1 (webhooks.validateEvent, 2027-01)";
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** The order.paid fixture of @tollgate/billing-types, compacted as a platform sends it. */
function orderPaidBody(): string {
  const url = new URL(
    "../../../packages/billing-types/test/fixtures/order.paid.json",
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

export const billingParseSuite: BenchSuite = {
  name: "billing-parse",
  async run(ctx) {
    const options = microOptions(ctx.quick);
    const body = orderPaidBody();
    const size = `${(body.length / 1024).toFixed(1)} KB`;
    // Signed now: validateEvent rejects timestamps more than 300 s away, longer than any run.
    const signed = await sign({ secret: SECRET, id: "msg_bench_billing", body });
    const headers = signed.headers;
    const verifier = createWebhookVerifier({ secret: SECRET });
    const rows: BenchRow[] = [];

    const asked = await compareOps(
      () => parseWebhookEvent(JSON.parse(body)),
      () => webhooks.validateEvent(body, headers, SECRET),
      options,
    );
    rows.push(
      row(
        `order.paid ${size}: parse + convert vs their event parser`,
        asked.oursOpsPerSec,
        asked.theirsOpsPerSec,
        "ours: JSON.parse + full zod validation of every field + conversion to the client form (camelCase, Dates), no signature check. theirs: validateEvent = Standard Webhooks HMAC verify (Web Crypto, key imported per call) + JSON.parse + event-type lookup; it validates no field and converts nothing.",
      ),
    );

    const both = await compareOps(
      async () => {
        await verifier.verify(body, headers);
        return parseWebhookEvent(JSON.parse(body));
      },
      () => webhooks.validateEvent(body, headers, SECRET),
      options,
    );
    rows.push(
      row(
        `order.paid ${size}: verify + parse on both sides`,
        both.oursOpsPerSec,
        both.theirsOpsPerSec,
        "same work on both sides for the signature: ours = @tollgate/webhook-verifier verify + JSON.parse + full validation + conversion; theirs = validateEvent (verify + JSON.parse + type lookup, no validation).",
      ),
    );

    const parseOnly = await compareOps(
      () => parseWebhookEvent(JSON.parse(body)),
      () => {
        const parsed: unknown = JSON.parse(body);
        return typeof parsed === "object" && parsed !== null && "type" in parsed;
      },
      options,
    );
    rows.push(
      row(
        `order.paid ${size}: after the signature, what each parser does`,
        parseOnly.oursOpsPerSec,
        parseOnly.theirsOpsPerSec,
        "the part of validateEvent after verification, reproduced inline (JSON.parse + type check; it is not exported on its own) vs ours (JSON.parse + validation + conversion). We do strictly more work here; this row shows the price of validating.",
      ),
    );
    return rows;
  },
};
