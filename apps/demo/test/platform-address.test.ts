import { describe, expect, it } from "vitest";
import { inReaderLanguage } from "../src/pages/billing/platform-address";

// Pricing's Subscribe/Buy and the Billing section's "Manage billing" follow the address the
// billing plugin answered; the browser sends its own Accept-Language, so the address carries
// the language chosen in the demo.
describe("the checkout and portal addresses the demo follows", () => {
  it("get the reader's language as lang=, the rest of the address as the platform gave it", () => {
    expect(inReaderLanguage("http://localhost:3000/dev-platform/checkout/cs_1%2Fx", "de")).toBe(
      "http://localhost:3000/dev-platform/checkout/cs_1%2Fx?lang=de",
    );
    expect(
      inReaderLanguage(
        "http://localhost:3000/dev-platform/portal?customer_session_token=a%20b+c",
        "ru",
      ),
    ).toBe("http://localhost:3000/dev-platform/portal?customer_session_token=a%20b+c&lang=ru");
    expect(inReaderLanguage("https://pay.example/checkout/x?step=1#card", "uk")).toBe(
      "https://pay.example/checkout/x?step=1&lang=uk#card",
    );
    expect(inReaderLanguage("https://pay.example/checkout/x?#card", "tr")).toBe(
      "https://pay.example/checkout/x?lang=tr#card",
    );
  });

  it("leaves an address that already names a language as it is", () => {
    const address = "https://pay.example/checkout/x?lang=fr";
    expect(inReaderLanguage(address, "de")).toBe(address);
  });
});
