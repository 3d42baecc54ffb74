import { describe, expect, it } from "vitest";
import { readBilling } from "../server/billing-config";
import { ConfigError } from "../server/config-error";

const keys = { POLAR_ACCESS_TOKEN: "polar_oat_x", POLAR_WEBHOOK_SECRET: "polar_whs_y" };

describe("billing configuration", () => {
  it("uses the local stand-in in development, with a fresh token and secret at each start", () => {
    const first = readBilling({}, false);
    const second = readBilling({}, false);
    expect(first).toMatchObject({ kind: "dev-platform" });
    if (first?.kind !== "dev-platform" || second?.kind !== "dev-platform") throw new Error();
    expect(first.accessToken).toMatch(/^polar_oat_dev_[0-9a-f]{48}$/);
    expect(first.webhookSecret).toMatch(/^polar_whs_dev_[0-9a-f]{48}$/);
    expect(second.webhookSecret).not.toBe(first.webhookSecret);
  });

  it("has no billing in production without keys, unless DEV_PLATFORM=1 asks for the stand-in", () => {
    expect(readBilling({}, true)).toBeNull();
    expect(readBilling({ DEV_PLATFORM: "1" }, true)).toMatchObject({ kind: "dev-platform" });
  });

  it("talks to the real platform with both keys: sandbox by default, or POLAR_SERVER", () => {
    expect(readBilling(keys, true)).toEqual({
      kind: "platform",
      server: "sandbox",
      accessToken: "polar_oat_x",
      webhookSecret: "polar_whs_y",
    });
    expect(readBilling({ ...keys, POLAR_SERVER: "production" }, false)).toMatchObject({
      kind: "platform",
      server: "production",
    });
  });

  it("refuses one key without the other, naming the missing one", () => {
    expect(() => readBilling({ POLAR_ACCESS_TOKEN: "polar_oat_x" }, false)).toThrow(
      new ConfigError(
        "POLAR_WEBHOOK_SECRET is not set: the payments platform needs both POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET (or neither, for the local stand-in).",
      ),
    );
    expect(() => readBilling({ POLAR_WEBHOOK_SECRET: "polar_whs_y" }, false)).toThrow(
      /^POLAR_ACCESS_TOKEN is not set/,
    );
  });

  it("refuses an unknown POLAR_SERVER, and POLAR_SERVER without keys", () => {
    expect(() => readBilling({ ...keys, POLAR_SERVER: "staging" }, false)).toThrow(
      'POLAR_SERVER must be sandbox or production (got "staging").',
    );
    expect(() => readBilling({ POLAR_SERVER: "sandbox" }, false)).toThrow(
      /^POLAR_SERVER is set but POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET are not/,
    );
  });
});
