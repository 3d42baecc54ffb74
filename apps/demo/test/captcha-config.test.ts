import { describe, expect, it } from "vitest";
import { readCaptcha } from "../server/captcha-config";

describe("readCaptcha", () => {
  it("is off with none of the three variables", () => {
    expect(readCaptcha({})).toBeNull();
  });

  it("reads the provider and both keys (Turnstile's published always-pass test keys)", () => {
    expect(
      readCaptcha({
        CAPTCHA_PROVIDER: "cloudflare-turnstile",
        CAPTCHA_SITE_KEY: "1x00000000000000000000AA",
        CAPTCHA_SECRET_KEY: "1x0000000000000000000000000000000AA",
      }),
    ).toEqual({
      provider: "cloudflare-turnstile",
      siteKey: "1x00000000000000000000AA",
      secretKey: "1x0000000000000000000000000000000AA",
    });
  });

  it("names what is missing or wrong", () => {
    expect(() => readCaptcha({ CAPTCHA_PROVIDER: "hcaptcha" })).toThrow(
      "CAPTCHA_PROVIDER is set but CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY is not",
    );
    expect(() =>
      readCaptcha({
        CAPTCHA_PROVIDER: "recaptcha",
        CAPTCHA_SITE_KEY: "a",
        CAPTCHA_SECRET_KEY: "b",
      }),
    ).toThrow(
      'CAPTCHA_PROVIDER must be one of cloudflare-turnstile, google-recaptcha, hcaptcha (got "recaptcha")',
    );
    expect(() => readCaptcha({ CAPTCHA_SITE_KEY: "a" })).toThrow("CAPTCHA_PROVIDER must be one of");
  });
});
