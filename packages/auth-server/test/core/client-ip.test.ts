import { describe, expect, it } from "vitest";
import { clientIpFromHeaders, clientIpPolicyOf } from "../../src/api/client-ip";
import { rateLimitAddress } from "../../src/utils/ip-address";

const read = (options: Parameters<typeof clientIpPolicyOf>[0], headers: Record<string, string>) =>
  clientIpFromHeaders(new Headers(headers), clientIpPolicyOf(options));

describe("the client IP from request headers", () => {
  it("trusts no header unless configured", () => {
    expect(read(undefined, { "x-forwarded-for": "203.0.113.1" })).toBeNull();
  });

  it("takes a single address from a configured header, in the configured order", () => {
    const options = { ipAddressHeaders: ["CF-Connecting-IP", "x-forwarded-for"] };
    expect(read(options, { "x-forwarded-for": "203.0.113.1" })).toBe("203.0.113.1");
    expect(
      read(options, { "cf-connecting-ip": "2001:db8::5", "x-forwarded-for": "203.0.113.1" }),
    ).toBe("2001:db8::5");
  });

  it("refuses a chain without trustedProxies, and values that are not addresses", () => {
    const options = { ipAddressHeaders: ["x-forwarded-for"] };
    expect(read(options, { "x-forwarded-for": "203.0.113.1, 10.0.0.1" })).toBeNull();
    expect(read(options, { "x-forwarded-for": "evil|key" })).toBeNull();
    expect(read(options, { "x-forwarded-for": "999.1.1.1" })).toBeNull();
    expect(read(options, { "x-forwarded-for": "1::2::3" })).toBeNull();
  });

  it("walks a chain from the right past trusted proxies", () => {
    const options = {
      ipAddressHeaders: ["x-forwarded-for"],
      trustedProxies: ["10.0.0.0/8", "2001:db8:ffff::/48"],
    };
    const chain = "198.51.100.9, 203.0.113.4, 10.9.9.9, 2001:db8:ffff::1";
    expect(read(options, { "x-forwarded-for": chain })).toBe("203.0.113.4");
    expect(read(options, { "x-forwarded-for": "10.0.0.1, 10.0.0.2" })).toBeNull();
    expect(read(options, { "x-forwarded-for": "bogus, 10.0.0.2" })).toBeNull();
  });

  it("refuses a malformed trustedProxies entry at start-up, naming it", () => {
    expect(() => clientIpPolicyOf({ trustedProxies: ["10.0.0.0/33"] })).toThrow(
      'advanced.ipAddress.trustedProxies: "10.0.0.0/33" is not an IP address or CIDR range',
    );
  });

  it("keys IPv6 rate limits by prefix, IPv4 and mapped IPv4 by address", () => {
    expect(rateLimitAddress("2001:db8:1:2:3:4:5:6", 64)).toBe("2001:db8:1:2:0:0:0:0/64");
    expect(rateLimitAddress("2001:db8:1:2::9", 48)).toBe("2001:db8:1:0:0:0:0:0/48");
    expect(rateLimitAddress("::ffff:192.0.2.1", 64)).toBe("192.0.2.1");
    expect(rateLimitAddress("192.0.2.1", 64)).toBe("192.0.2.1");
    expect(rateLimitAddress("unknown", 64)).toBe("unknown");
  });
});
