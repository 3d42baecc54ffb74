import { type Cidr, cidrContains, ipBytes, parseCidr } from "../utils/ip-address";

/** How the client's IP is read from a request (advanced.ipAddress, resolved once). */
export interface ClientIpPolicy {
  /** Headers your proxy sets, in order; none are trusted by default. */
  headers: readonly string[];
  /** The proxies that append to a forwarded chain (X-Forwarded-For); empty by default. */
  trustedProxies: readonly Cidr[];
}

export function clientIpPolicyOf(
  options: { ipAddressHeaders?: string[]; trustedProxies?: string[] } | undefined,
): ClientIpPolicy {
  const trustedProxies: Cidr[] = [];
  for (const entry of options?.trustedProxies ?? []) {
    const network = parseCidr(entry);
    if (!network)
      throw new Error(
        `advanced.ipAddress.trustedProxies: "${entry}" is not an IP address or CIDR range`,
      );
    trustedProxies.push(network);
  }
  return {
    headers: (options?.ipAddressHeaders ?? []).map((name) => name.toLowerCase()),
    trustedProxies,
  };
}

/**
 * The client from one header's value, as Better Auth reads it. A client can send any header, and
 * a proxy appends to what it got, so the LEFTMOST entry of a chain is whatever the client wrote.
 * Without trusted proxies only a single-address value is taken; with them the chain is walked
 * from the right, skipping trusted proxies, and the first other address is the client.
 */
function clientFromValue(value: string, trustedProxies: readonly Cidr[]): string | null {
  const chain = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustedProxies.length === 0) {
    const [only] = chain;
    return chain.length === 1 && only && ipBytes(only) ? only : null;
  }
  for (let index = chain.length - 1; index >= 0; index--) {
    const address = chain[index] ?? "";
    const bytes = ipBytes(address);
    if (!bytes) return null;
    if (!trustedProxies.some((proxy) => cidrContains(proxy, bytes))) return address;
  }
  return null;
}

/** The client IP from the first configured header that yields one; null when none does. */
export function clientIpFromHeaders(headers: Headers, policy: ClientIpPolicy): string | null {
  for (const name of policy.headers) {
    const value = headers.get(name);
    if (!value) continue;
    const client = clientFromValue(value, policy.trustedProxies);
    if (client) return client;
  }
  return null;
}
