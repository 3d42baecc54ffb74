import type { VerifiedWebhookBody, WebhookVerifier } from "../verify/create-webhook-verifier.js";
import { type NodeWebhookRequest, readRawBody } from "./read-raw-body.js";

/**
 * Verifies a Node/Express request with its own headers and raw body (see {@link readRawBody});
 * resolves to the id, timestamp and verified body text.
 */
export async function verifyNodeRequest(
  verifier: WebhookVerifier,
  request: NodeWebhookRequest,
): Promise<VerifiedWebhookBody> {
  return verifier.verifyBody(await readRawBody(request), request.headers);
}
