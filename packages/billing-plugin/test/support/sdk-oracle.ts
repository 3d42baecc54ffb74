import { Polar } from "polar-sdk";
import type { PlatformDouble, RecordedCall } from "./platform-double";
import { PLATFORM_TOKEN, PLATFORM_URL } from "./platform-double";

/**
 * The platform's own SDK, pointed at the same double: what it sends for a call is the
 * reference our client's request (method, path, query, body) is compared with.
 */
export const sdk = new Polar({
  accessToken: PLATFORM_TOKEN,
  serverURL: PLATFORM_URL,
  retryConfig: { strategy: "none" },
});

/** The request the SDK made in `call`, taken off the double's record. */
export async function sdkRequest(
  platform: PlatformDouble,
  call: (client: Polar) => Promise<unknown>,
): Promise<Omit<RecordedCall, "authorization">> {
  const before = platform.calls.length;
  await call(sdk).catch(() => undefined);
  const recorded = platform.calls[before];
  if (!recorded) throw new Error("the SDK sent no request");
  platform.calls.splice(before);
  const { authorization: _, ...request } = recorded;
  return request;
}

export function withoutAuthorization(call: RecordedCall | undefined) {
  if (!call) return undefined;
  const { authorization: _, ...request } = call;
  return request;
}
