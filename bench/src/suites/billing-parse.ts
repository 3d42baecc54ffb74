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

type Json = Record<string, unknown>;

function isJson(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The object at `key` of a parsed JSON object or array (the fixture's shape is known). */
function objectAt(value: Json | unknown[], key: string | number): Json {
  const inner = Array.isArray(value) ? value[Number(key)] : value[key];
  if (!isJson(inner)) throw new Error(`no object at ${key}`);
  return inner;
}

/**
 * The order.paid fixture of @tollgate/billing-types, plus the fields Polar's inbound schema
 * (0.49.0) requires that billing.md does not list — so that both parsers accept the same payload
 * (ours keeps them as unknown keys). Compacted, as a platform sends it.
 */
function orderPaidBody(): string {
  const url = new URL(
    "../../../packages/billing-types/test/fixtures/order.paid.json",
    import.meta.url,
  );
  const event: unknown = JSON.parse(readFileSync(url, "utf8"));
  if (!isJson(event)) throw new Error("order.paid fixture is not an object");
  const data = objectAt(event, "data");
  Object.assign(data, {
    applied_balance_amount: 0,
    due_amount: 0,
    billing_name: "Ada Lindqvist",
    invoice_number: "TOLL-2025-0042",
    is_invoice_generated: true,
    receipt_number: null,
    platform_fee_amount: 0,
    platform_fee_currency: null,
    description: "Tollgate Pro",
    refundable_amount: 2175,
    refundable_tax_amount: 544,
  });
  Object.assign(objectAt(data, "customer"), { type: "individual", billing_name: "Ada Lindqvist" });
  Object.assign(objectAt(data, "product"), {
    visibility: "public",
    trial_interval: null,
    trial_interval_count: null,
    recurring_interval_count: 1,
    meter_interval: null,
    meter_interval_count: null,
  });
  Object.assign(objectAt(data, "subscription"), {
    modified_at: null,
    recurring_interval_count: 1,
    current_meter_period_start: null,
    current_meter_period_end: null,
    trial_start: null,
    trial_end: null,
    pause_at_period_end: false,
    paused_at: null,
    resumes_at: null,
  });
  const items = data.items;
  if (!Array.isArray(items)) throw new Error("order.paid fixture has no items");
  for (let index = 0; index < items.length; index++) {
    Object.assign(objectAt(items, index), { created_at: data.created_at, modified_at: null });
  }
  return JSON.stringify(event);
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
