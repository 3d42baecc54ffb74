import type { AuthOptions } from "@tollgate/auth-server";
import { createTestAuth, type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type CaptchaOptions, type CaptchaProvider, captcha } from "../src/index";
import { providerDoubles } from "./support/provider-doubles";

interface ErrorBody {
  code: string;
  message: string;
  reason?: string;
}

const doubles = providerDoubles();
beforeAll(() => doubles.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  doubles.received.length = 0;
});
afterAll(() => doubles.server.close());

const PROVIDERS: CaptchaProvider[] = ["cloudflare-turnstile", "google-recaptcha", "hcaptcha"];
const PASSWORD = "correct horse battery";

function serverWith(options: CaptchaOptions, core: Partial<AuthOptions> = {}) {
  return createTestAuth({ ...core, plugins: [captcha(options)] });
}

type Server = Awaited<ReturnType<typeof serverWith>>;

function signUp(t: Server, token: string | null, email = `p-${crypto.randomUUID()}@example.com`) {
  return t.json<ErrorBody>("/sign-up/email", {
    body: { name: "Person", email, password: PASSWORD },
    headers: token === null ? {} : { "x-captcha-response": token },
    cookies: t.newBrowser(),
  });
}

async function usersNamed(t: Server, email: string) {
  const adapter = (await t.auth.$context).adapter;
  return adapter.count({ model: "user", where: [{ field: "email", value: email }] });
}

describe.each(PROVIDERS)("%s", (provider) => {
  const options = { provider, secretKey: "server-secret" } as const;

  it("lets a solved captcha through and sends the provider the secret and the token", async () => {
    const t = await serverWith(options);
    const { status } = await signUp(t, "solved");
    expect(status).toBe(200);
    expect(doubles.received).toEqual([
      expect.objectContaining({ secret: "server-secret", response: "solved" }),
    ]);
  });

  it("refuses a request without the header: 400 'Missing CAPTCHA response', nothing written, no provider call", async () => {
    const t = await serverWith(options);
    const email = `missing-${crypto.randomUUID()}@example.com`;
    const { status, data } = await signUp(t, null, email);
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "MISSING_RESPONSE", message: "Missing CAPTCHA response" });
    expect(await usersNamed(t, email)).toBe(0);
    expect(doubles.received).toHaveLength(0);
  });

  it.each(["unsolved", "reused"])(
    "refuses a %s token: 403 'Captcha verification failed' with the provider's code as reason",
    async (token) => {
      const t = await serverWith(options);
      const email = `${token}-${crypto.randomUUID()}@example.com`;
      const { status, data } = await signUp(t, token, email);
      expect(status).toBe(403);
      expect(data.code).toBe("VERIFICATION_FAILED");
      expect(data.message).toBe("Captcha verification failed");
      expect(data.reason).toMatch(/invalid-input-response|timeout-or-duplicate/);
      expect(await usersNamed(t, email)).toBe(0);
    },
  );

  it("refuses a token solved on another hostname when allowedHostnames is set", async () => {
    const t = await serverWith({ ...options, allowedHostnames: ["app.example"] });
    expect((await signUp(t, "solved")).status).toBe(200);
    const { status, data } = await signUp(t, "solved-elsewhere");
    expect(status).toBe(403);
    expect(data.reason).toBe("solved on hostname evil.example");
  });

  it.each(["http-500", "html", "no-verdict", "network", "provider-broken"])(
    "answers 503 'CAPTCHA service unavailable' when the provider answers %s, and writes nothing",
    async (token) => {
      const t = await serverWith(options);
      const email = `${token}-${crypto.randomUUID()}@example.com`;
      const { status, data } = await signUp(t, token, email);
      expect(status).toBe(503);
      expect(data).toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: "CAPTCHA service unavailable",
      });
      expect(await usersNamed(t, email)).toBe(0);
    },
  );

  it("answers 503 when the provider does not answer within timeoutMs", async () => {
    const t = await serverWith({ ...options, timeoutMs: 50 });
    const { status } = await signUp(t, "hang");
    expect(status).toBe(503);
  });

  it("lets the request through during an outage only when allowWhenUnavailable is set", async () => {
    const t = await serverWith({ ...options, allowWhenUnavailable: true });
    expect((await signUp(t, "network")).status).toBe(200);
    expect((await signUp(t, "unsolved")).status).toBe(403);
  });

  it("answers 500 'Something went wrong' when the provider refuses the server's secret", async () => {
    const t = await serverWith(options);
    const { status, data } = await signUp(t, "keys-wrong");
    expect(status).toBe(500);
    expect(data).toMatchObject({ code: "UNKNOWN_ERROR", message: "Something went wrong" });
  });
});

describe("reCAPTCHA v3 score and action", () => {
  const recaptcha = { provider: "google-recaptcha", secretKey: "s" } as const;

  it("refuses a score under 0.5 by default, and under minScore when set", async () => {
    const strict = await serverWith(recaptcha);
    const refused = await signUp(strict, "solved-low-score");
    expect(refused.status).toBe(403);
    expect(refused.data.reason).toBe("score 0.3 is under 0.5");
    const lenient = await serverWith({ ...recaptcha, minScore: 0.2 });
    expect((await signUp(lenient, "solved-low-score")).status).toBe(200);
  });

  it("refuses a token made for another action when expectedAction is set", async () => {
    const t = await serverWith({ ...recaptcha, expectedAction: "signup" });
    expect((await signUp(t, "solved")).status).toBe(200);
    const { status, data } = await signUp(t, "solved-for-login");
    expect(status).toBe(403);
    expect(data.reason).toBe("solved for action login");
  });
});

describe("hCaptcha site key", () => {
  it("sends the site key, so hCaptcha refuses tokens solved for another site", async () => {
    const t = await serverWith({ provider: "hcaptcha", secretKey: "s", siteKey: "site-1" });
    await signUp(t, "solved");
    expect(doubles.received[0]).toMatchObject({ sitekey: "site-1", response: "solved" });
  });
});

describe("which requests are checked", () => {
  const turnstile = { provider: "cloudflare-turnstile", secretKey: "s" } as const;

  it("protects sign-in and the password-reset mail by default, not other endpoints", async () => {
    const t = await serverWith(turnstile, {
      emailAndPassword: { enabled: true, sendResetPassword: () => {} },
    });
    const signIn = await t.json<ErrorBody>("/sign-in/email", {
      body: { email: "a@example.com", password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(signIn.data.code).toBe("MISSING_RESPONSE");
    const reset = await t.json<ErrorBody>("/request-password-reset", {
      body: { email: "a@example.com" },
      cookies: t.newBrowser(),
    });
    expect(reset.data.code).toBe("MISSING_RESPONSE");
    expect((await t.json("/get-session", { cookies: t.newBrowser() })).status).toBe(200);
    expect((await t.json("/ok", { cookies: null })).status).toBe(200);
  });

  it("regression: protects /send-verification-email by default, so it cannot be used to flood inboxes", async () => {
    const mailed: string[] = [];
    const t = await serverWith(turnstile, {
      emailVerification: { sendVerificationEmail: ({ user }) => void mailed.push(user.email) },
    });
    const { user } = await t.auth.api.signUpEmail({
      body: { name: "Unverified", email: "unverified@example.com", password: PASSWORD },
    });
    mailed.length = 0;
    const refused = await t.json<ErrorBody>("/send-verification-email", {
      body: { email: user.email },
      cookies: t.newBrowser(),
    });
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe("MISSING_RESPONSE");
    expect(mailed).toEqual([]);
    const solved = await t.json("/send-verification-email", {
      body: { email: user.email },
      headers: { "x-captcha-response": "solved" },
      cookies: t.newBrowser(),
    });
    expect(solved.status).toBe(200);
    expect(mailed).toEqual([user.email]);
  });

  it("follows the endpoints option, with wildcards", async () => {
    const t = await serverWith({ ...turnstile, endpoints: ["/sign-in/*"] });
    expect((await signUp(t, null)).status).toBe(200);
    const signIn = await t.json<ErrorBody>("/sign-in/email", {
      body: { email: "a@example.com", password: PASSWORD },
      cookies: t.newBrowser(),
    });
    expect(signIn.data.code).toBe("MISSING_RESPONSE");
  });

  it("does not check the server's own auth.api calls", async () => {
    const t = await serverWith(turnstile);
    const made = await t.auth.api.signUpEmail({
      body: { name: "Server", email: "server-made@example.com", password: PASSWORD },
    });
    expect(made.user.email).toBe("server-made@example.com");
    expect(doubles.received).toHaveLength(0);
  });

  it("refuses to start without a secret key", () => {
    expect(() => captcha({ provider: "hcaptcha", secretKey: "" })).toThrow(
      "captcha: secretKey is required",
    );
  });
});

describe.each(testDatabases())("a refused captcha writes nothing ($name)", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it("signs up with a solved captcha and leaves no user behind a refused one", async () => {
    const t = await serverWith(
      { provider: "cloudflare-turnstile", secretKey: "s" },
      { database: { db: database.db, type: database.dialect } },
    );
    const solved = `solved-${crypto.randomUUID()}@example.com`;
    const refused = `refused-${crypto.randomUUID()}@example.com`;
    expect((await signUp(t, "solved", solved)).status).toBe(200);
    expect((await signUp(t, "unsolved", refused)).status).toBe(403);
    expect(await usersNamed(t, solved)).toBe(1);
    expect(await usersNamed(t, refused)).toBe(0);
  });
});
