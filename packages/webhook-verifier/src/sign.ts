import { WebhookUsageError } from "./errors.js";
import { SignedContent } from "./hmac.js";
import { createHmacs, type KeyOptions } from "./keys.js";
import { normalizeBody, type WebhookBody } from "./webhook-body.js";
import {
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "./webhook-headers.js";

export interface WebhookSignerOptions extends KeyOptions {
  /** The clock, in milliseconds since the epoch like `Date.now` (which is the default). */
  now?: () => number;
}

export interface SignInput {
  /** The message id, unique per message (retries of one message keep it). */
  id: string;
  /** The raw body that will be sent, byte for byte. */
  body: WebhookBody;
  /** Seconds since the Unix epoch; default now. */
  timestamp?: number;
}

/** The three headers to send with the body (a type alias, so it is also a header record). */
export type SignedWebhookHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

export interface SignedWebhook {
  id: string;
  timestamp: number;
  /** `v1,<base64>` per secret, separated by spaces. */
  signature: string;
  headers: SignedWebhookHeaders;
}

export interface WebhookSigner {
  sign(input: SignInput): Promise<SignedWebhook>;
}

function resolveTimestamp(timestamp: number | undefined, now: () => number): number {
  const seconds = timestamp ?? Math.floor(now() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 0) {
    throw new WebhookUsageError("WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS");
  }
  return seconds;
}

/** Makes a signer for senders and tests; with several secrets it signs with each of them. */
export function createWebhookSigner(options: WebhookSignerOptions): WebhookSigner {
  const hmacs = createHmacs(options);
  const now = options.now ?? Date.now;
  return {
    async sign({ id, body, timestamp }) {
      if (typeof id !== "string" || id === "") {
        throw new WebhookUsageError("WEBHOOK_ID_IS_REQUIRED");
      }
      const content = normalizeBody(body);
      const seconds = resolveTimestamp(timestamp, now);
      const signedContent = new SignedContent(id, seconds, content);
      const digests = await Promise.all(hmacs.map((hmac) => hmac.digestBase64(signedContent)));
      const signature = digests.map((digest) => `v1,${digest}`).join(" ");
      return {
        id,
        timestamp: seconds,
        signature,
        headers: {
          [WEBHOOK_ID_HEADER]: id,
          [WEBHOOK_TIMESTAMP_HEADER]: String(seconds),
          [WEBHOOK_SIGNATURE_HEADER]: signature,
        },
      };
    },
  };
}

/** Signs one webhook: `sign({ secret, id, body })`. Make a signer to sign many with one key. */
export function sign(options: WebhookSignerOptions & SignInput): Promise<SignedWebhook> {
  return createWebhookSigner(options).sign(options);
}
