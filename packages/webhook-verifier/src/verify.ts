import type { WebhookEvent } from "@tollgate/billing-types";
import { constantTimeEqual } from "./encoding.js";
import { WebhookUsageError, WebhookVerificationError } from "./errors.js";
import { SignedContent } from "./hmac.js";
import { createHmacs, type KeyOptions } from "./keys.js";
import { bodyToText, normalizeBody, parseEventText, type WebhookBody } from "./webhook-body.js";
import { readSignatureHeaders, readV1Signatures, type WebhookHeaders } from "./webhook-headers.js";

/** The spec's tolerance (auth-accounts-organizations.md §9): 300 s either way. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * Accepts a timestamp at most `toleranceSeconds` before or after now (both ends included);
 * 'Message timestamp too old' / 'Message timestamp too new' otherwise.
 */
function checkTimestamp(
  timestampSeconds: number,
  nowMilliseconds: number,
  toleranceSeconds: number,
): void {
  const nowSeconds = Math.floor(nowMilliseconds / 1000);
  if (nowSeconds - timestampSeconds > toleranceSeconds) {
    throw new WebhookVerificationError("MESSAGE_TIMESTAMP_TOO_OLD");
  }
  if (timestampSeconds - nowSeconds > toleranceSeconds) {
    throw new WebhookVerificationError("MESSAGE_TIMESTAMP_TOO_NEW");
  }
}

export interface WebhookVerifierOptions extends KeyOptions {
  /** How far the timestamp may be from now, either way, in seconds. Default 300. */
  toleranceSeconds?: number;
  /** The clock, in milliseconds since the epoch like `Date.now` (which is the default). */
  now?: () => number;
}

function resolveTolerance(toleranceSeconds: number | undefined): number {
  const tolerance = toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (typeof tolerance !== "number" || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new WebhookUsageError("TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS");
  }
  return tolerance;
}

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
