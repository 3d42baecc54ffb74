/** The published Standard Webhooks test vector (standard-webhooks/standard-webhooks, spec). */
export const VECTOR = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
} as const;

/** A clock frozen `offsetSeconds` after the vector's timestamp. */
export function clockAt(offsetSeconds: number): () => number {
  return () => (VECTOR.timestamp + offsetSeconds) * 1000;
}

export function vectorHeaders(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    "webhook-id": VECTOR.id,
    "webhook-timestamp": String(VECTOR.timestamp),
    "webhook-signature": VECTOR.signature,
    ...overrides,
  };
}

export const BACKENDS = ["node", "web-crypto"] as const;
