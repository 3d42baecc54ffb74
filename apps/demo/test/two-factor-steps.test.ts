import { en as englishErrors } from "@tollgate/i18n";
import { de as germanErrors } from "@tollgate/i18n/de";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../src/errors/error-text";
import { lockedOutText } from "../src/errors/locked-out-text";
import { showLanguage } from "../src/i18n/language-store";
import { de } from "../src/i18n/messages/de";
import { en } from "../src/i18n/messages/en";
import { backupCodesFile } from "../src/pages/account/two-factor/backup-codes-file";
import { totpSecretOf } from "../src/pages/account/two-factor/totp-secret";
import { firstMethod } from "../src/pages/two-factor/second-step-method";
import { afterSignIn } from "../src/router/after-sign-in";
import { afterSecondStep, needsSecondFactor, secondStepPath } from "../src/router/second-step";

describe("the second step's address", () => {
  it("carries the sign-in page's next and the user's methods", () => {
    expect(secondStepPath(new URLSearchParams("next=/organization"), ["totp", "otp"])).toBe(
      "/two-factor?next=%2Forganization&methods=totp%2Cotp",
    );
    expect(secondStepPath(new URLSearchParams())).toBe("/two-factor");
  });

  it("continues to next, or to the callbackURL a browser sign-in came with, only on this app", () => {
    const to = (query: string) => afterSignIn(afterSecondStep(new URLSearchParams(query)));
    expect(to("next=/organization")).toBe("/organization");
    expect(to("callbackURL=%2Faccept-invitation%3Fid%3D1")).toBe("/accept-invitation?id=1");
    expect(to("callbackURL=https://evil.example")).toBe("/account");
    expect(to("")).toBe("/account");
  });

  it("tells a held-back sign-in from a session", () => {
    expect(needsSecondFactor({ twoFactorRedirect: true, twoFactorMethods: ["totp"] })).toBe(true);
    expect(needsSecondFactor({ token: "t", user: {} })).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });

  it("offers the app first unless the user only has codes by mail", () => {
    expect(firstMethod(null)).toBe("app");
    expect(firstMethod("totp,otp")).toBe("app");
    expect(firstMethod("otp")).toBe("email");
  });
});

describe("the authenticator setup", () => {
  it("shows the otpauth URI's key in groups of four", () => {
    expect(
      totpSecretOf(
        "otpauth://totp/Tollgate%20Demo:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=x",
      ),
    ).toBe("JBSW Y3DP EHPK 3PXP");
    expect(totpSecretOf("otpauth://totp/x")).toBeNull();
    expect(totpSecretOf("not a uri")).toBeNull();
  });

  it("writes the backup codes file as a heading, then one code a line", () => {
    expect(backupCodesFile("Codes", ["abcde-12345", "fghij-67890"])).toBe(
      "Codes\n\nabcde-12345\nfghij-67890\n",
    );
  });
});

describe("the second step's errors in the reader's language", () => {
  beforeAll(() => showLanguage({ language: "de", catalogue: de, errors: germanErrors }));
  afterAll(() => showLanguage({ language: "en", catalogue: en, errors: englishErrors }));
  const locked = { status: 429, statusText: "", code: "ACCOUNT_TEMPORARILY_LOCKED" };

  it("say when a locked second step may be tried again", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(lockedOutText({ ...locked, retryAfter: 900 }, now)).toBe(
      "Zu viele falsche Codes: Ihr zweiter Schritt ist gesperrt. Versuchen Sie es in 15 Minuten erneut.",
    );
    expect(errorText(locked)).toBe(
      "Zu viele falsche Codes: Ihr zweiter Schritt ist eine Weile gesperrt. Versuchen Sie es später erneut.",
    );
  });

  it("word a wrong code with the demo's words, and the plugin's other codes with @tollgate/i18n", () => {
    const error = (code: string) => ({ status: 401, statusText: "", code, message: code });
    expect(errorText(error("INVALID_CODE"))).toBe(
      "Dieser Code stimmt nicht. Prüfen Sie ihn und versuchen Sie es erneut.",
    );
    expect(errorText(error("OTP_HAS_EXPIRED"))).toBe("Der Einmalcode ist abgelaufen.");
  });
});
