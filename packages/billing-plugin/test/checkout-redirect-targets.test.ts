import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BILLING_ERROR_CODES } from "../src/index";
import { billingServer } from "./support/billing-server";
import { createPlatformDouble } from "./support/platform-double";

const platform = createPlatformDouble();
beforeAll(() => platform.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.reset());
afterAll(() => platform.server.close());

const APP = "https://app.example.com";
const EVIL = "evil.example";

async function signedIn(core: Parameters<typeof billingServer>[1] = { trustedOrigins: [APP] }) {
  const { t } = await billingServer({}, core);
  const { cookies } = await t.signUp({ email: `u-${crypto.randomUUID()}@example.com` });
  return { t, cookies };
}

/** Every body the platform was sent, as text: none may carry the untrusted host. */
const everythingSent = () => platform.calls.map((call) => JSON.stringify(call.body ?? null));

const refusals = [
  { field: "successUrl", code: "INVALID_SUCCESS_URL", value: `https://${EVIL}/thanks` },
  { field: "successUrl", code: "INVALID_SUCCESS_URL", value: `//${EVIL}/thanks` },
  { field: "successUrl", code: "INVALID_SUCCESS_URL", value: `/\\${EVIL}/thanks` },
  { field: "successUrl", code: "INVALID_SUCCESS_URL", value: `http://app.example.com/thanks` },
  { field: "returnUrl", code: "INVALID_RETURN_URL", value: `https://${EVIL}/back` },
  { field: "returnUrl", code: "INVALID_RETURN_URL", value: `https://app.example.com.${EVIL}/` },
  { field: "embedOrigin", code: "INVALID_EMBED_ORIGIN", value: `https://${EVIL}` },
] as const;

describe("checkout's redirect targets (successUrl, returnUrl, embedOrigin) are trusted origins only", () => {
  it.each(refusals)(
    "refuses $field $value with 403 $code naming the field, and never asks the platform",
    async ({ field, code, value }) => {
      const { t, cookies } = await signedIn();
      platform.calls.length = 0;
      const { status, data } = await t.json("/checkout", {
        body: { slug: "pro", [field]: value },
        cookies,
      });
      expect(status).toBe(403);
      expect(data).toEqual({ code, message: BILLING_ERROR_CODES[code], field });
      expect(platform.calls).toEqual([]);
    },
  );

  it("refuses an untrusted target of an anonymous checkout too, before anything else", async () => {
    const { t } = await billingServer({}, { trustedOrigins: [APP] });
    const { status, data } = await t.json("/checkout", {
      body: { slug: "pro", successUrl: `https://${EVIL}/` },
      cookies: null,
    });
    expect(status).toBe(403);
    expect(data).toMatchObject({ code: "INVALID_SUCCESS_URL", field: "successUrl" });
    expect(everythingSent().some((body) => body.includes(EVIL))).toBe(false);
    expect(platform.calls).toEqual([]);
  });

  it("refuses a target with a control character (400, the field named)", async () => {
    const { t, cookies } = await signedIn();
    const { status, data } = await t.json<{ code: string; field?: string }>("/checkout", {
      body: { slug: "pro", successUrl: "/thanks\n" },
      cookies,
    });
    expect(status).toBe(400);
    expect(JSON.stringify(data)).toContain("successUrl");
    expect(platform.callsTo("POST", "/v1/checkouts/")).toEqual([]);
  });

  it("accepts paths on this site and URLs on trusted origins, and sends them absolute", async () => {
    const { t, cookies } = await signedIn();
    const { status } = await t.json("/checkout", {
      body: {
        slug: "pro",
        successUrl: "/thanks?checkout_id={CHECKOUT_ID}",
        returnUrl: `${APP}/pricing`,
        embedOrigin: APP,
      },
      cookies,
    });
    expect(status).toBe(200);
    const [sent] = platform.callsTo("POST", "/v1/checkouts/");
    expect(sent?.body).toMatchObject({
      success_url: "http://localhost:3000/thanks?checkout_id={CHECKOUT_ID}",
      return_url: `${APP}/pricing`,
      embed_origin: APP,
    });
  });

  it("asks a trustedOrigins function with the request, as the core does for callbackURL", async () => {
    const asked: (string | null)[] = [];
    const { t, cookies } = await signedIn({
      trustedOrigins: (request) => {
        asked.push(request?.headers.get("origin") ?? null);
        return ["https://shop.example.com"];
      },
    });
    const trusted = await t.json("/checkout", {
      body: { slug: "pro", successUrl: "https://shop.example.com/thanks" },
      cookies,
    });
    expect(trusted.status).toBe(200);
    const untrusted = await t.json("/checkout", {
      body: { slug: "pro", returnUrl: `https://${EVIL}/` },
      cookies,
    });
    expect(untrusted.status).toBe(403);
    expect(asked).toContain("http://localhost:3000");
    expect(everythingSent().some((body) => body.includes(EVIL))).toBe(false);
  });
});
