import type { WebhookEvent } from "@tollgate/billing-types";
import { constantTimeEqual } from "../encoding/constant-time-equal.js";
import { WebhookVerificationError } from "../errors/webhook-verification-error.js";
import { bodyToText, normalizeBody, type WebhookBody } from "../input/webhook-body.js";
import type { WebhookHeaders } from "../input/webhook-headers.js";
import { createHmacs } from "../keys/create-hmacs.js";
import { SignedContent } from "../keys/signed-content.js";
import { parseEventText } from "../parse/parse-event-text.js";
import { checkTimestamp } from "./check-timestamp.js";
import { readSignatureHeaders } from "./read-signature-headers.js";
import { readV1Signatures } from "./signature-header.js";
import { resolveTolerance, type WebhookVerifierOptions } from "./verifier-options.js";

/** What a verified webhook's headers say: its id (for idempotency) and when it was sent. */
export interface VerifiedWebhook {
  id: string;
  /** Seconds since the Unix epoch. */
  timestamp: number;
}

/** A verified webhook with its body decoded as UTF-8 text. */
export interface VerifiedWebhookBody extends VerifiedWebhook {
  body: string;
}

export interface WebhookVerifier {
  /**
   * Resolves when the body was signed with one of the secrets within the tolerance; rejects
   * with a {@link WebhookVerificationError} otherwise (checks in the spec's order).
   */
  verify(body: WebhookBody, headers: WebhookHeaders): Promise<VerifiedWebhook>;
  /** {@link verify}, then the body as text. */
  verifyBody(body: WebhookBody, headers: WebhookHeaders): Promise<VerifiedWebhookBody>;
  /** Verifies a fetch `Request` with its own headers and raw body (the body is consumed). */
  verifyRequest(request: Request): Promise<VerifiedWebhookBody>;
  /**
   * Verifies, then parses the body into the typed billing event; a body that is not a valid
   * event rejects with a {@link WebhookPayloadError}.
   */
  verifyAndParse(body: WebhookBody, headers: WebhookHeaders): Promise<WebhookEvent>;
  /** {@link verifyRequest} then parse: the event with the id (for idempotency) and timestamp. */
  verifyAndParseRequest(request: Request): Promise<VerifiedWebhookEvent>;
}

/** A verified and parsed webhook. */
export interface VerifiedWebhookEvent extends VerifiedWebhook {
  event: WebhookEvent;
}

/**
 * Makes a verifier. Secrets and options are checked here, once, and each key is prepared once
 * for all the webhooks this verifier will see.
 */
export function createWebhookVerifier(options: WebhookVerifierOptions): WebhookVerifier {
  const hmacs = createHmacs(options);
  const toleranceSeconds = resolveTolerance(options.toleranceSeconds);
  const now = options.now ?? Date.now;

  const verifier: WebhookVerifier = {
    async verify(body, headers) {
      const content = normalizeBody(body);
      const { id, timestamp, signature } = readSignatureHeaders(headers);
      checkTimestamp(timestamp, now(), toleranceSeconds);
      const candidates = readV1Signatures(signature);
      if (candidates.length > 0) {
        const signedContent = new SignedContent(id, timestamp, content);
        for (const hmac of hmacs) {
          const expected = await hmac.digestBase64(signedContent);
          let matched = false;
          // Every candidate is compared, so the time taken does not tell which one matched.
          for (const candidate of candidates) {
            matched = constantTimeEqual(expected, candidate) || matched;
          }
          if (matched) return { id, timestamp };
        }
      }
      throw new WebhookVerificationError("NO_MATCHING_SIGNATURE_FOUND");
    },

    async verifyBody(body, headers) {
      const content = normalizeBody(body);
      const verified = await verifier.verify(content, headers);
      return { ...verified, body: bodyToText(content) };
    },

    async verifyRequest(request) {
      return verifier.verifyBody(new Uint8Array(await request.arrayBuffer()), request.headers);
    },

    async verifyAndParse(body, headers) {
      return parseEventText((await verifier.verifyBody(body, headers)).body);
    },

    async verifyAndParseRequest(request) {
      const { id, timestamp, body } = await verifier.verifyRequest(request);
      return { id, timestamp, event: parseEventText(body) };
    },
  };
  return verifier;
}
