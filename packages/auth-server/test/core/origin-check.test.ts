import { describe, expect, it } from "vitest";
import { authFactory, endpointDatabases, PASSWORD } from "./support";

describe.each(endpointDatabases)("origin and redirect checks on $name", (target) => {
  const makeAuth = authFactory(target);

  it("refuses a cookie-bearing POST from an untrusted Origin: 403 'Invalid origin'", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "o1@example.com" });
    const { status, data } = await t.json("/sign-out", {
      method: "POST",
      body: {},
      cookies,
      headers: { origin: "https://evil.example.net" },
    });
    expect(status).toBe(403);
    expect(data).toEqual({ code: "INVALID_ORIGIN", message: "Invalid origin" });
    // The session survived.
    expect((await t.json("/get-session", { cookies })).data).not.toBeNull();
  });

  it("refuses a cookie-bearing POST with no Origin and no Referer", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "o2@example.com" });
    const response = await t.auth.handler(
      new Request("http://localhost:3000/api/auth/sign-out", {
        method: "POST",
        headers: { cookie: cookies.header() ?? "", "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "INVALID_ORIGIN" });
  });

  it("accepts a trusted Referer when Origin is absent", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "o3@example.com" });
    const response = await t.auth.handler(
      new Request("http://localhost:3000/api/auth/sign-out", {
        method: "POST",
        headers: {
          cookie: cookies.header() ?? "",
          referer: "http://localhost:3000/settings",
          "content-type": "application/json",
        },
        body: "{}",
      }),
    );
    expect(response.status).toBe(200);
  });

  it("does not check the Origin of a POST without cookies (other than sign-in and sign-up)", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-out", {
      method: "POST",
      body: {},
      cookies: null,
      headers: { origin: "https://evil.example.net" },
    });
    // The endpoint itself answered (no session to end), not the origin check.
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "FAILED_TO_GET_SESSION" });
  });

  it("does not check the Origin of a GET with cookies", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "o5@example.com" });
    const { status, data } = await t.json("/get-session", {
      cookies,
      headers: { origin: "https://evil.example.net" },
    });
    expect(status).toBe(200);
    expect(data).not.toBeNull();
  });

  it("accepts an Origin matching a wildcard trusted origin, refuses look-alikes", async () => {
    const t = await makeAuth({ trustedOrigins: ["https://*.example.com"] });
    const { cookies } = await t.signUp({ email: "o6@example.com" });
    const allowed = await t.json("/update-user", {
      body: { name: "Wild" },
      cookies,
      headers: { origin: "https://app.example.com" },
    });
    expect(allowed.status).toBe(200);
    for (const origin of [
      "https://example.com.evil.net",
      "http://app.example.com",
      "https://evilexample.com",
    ]) {
      const refused = await t.json("/update-user", {
        body: { name: "Wild" },
        cookies,
        headers: { origin },
      });
      expect(refused.status, origin).toBe(403);
    }
  });

  it("accepts an exact trusted origin", async () => {
    const t = await makeAuth({ trustedOrigins: ["https://partner.example.org"] });
    const { cookies } = await t.signUp({ email: "o7@example.com" });
    const { status } = await t.json("/update-user", {
      body: { name: "P" },
      cookies,
      headers: { origin: "https://partner.example.org" },
    });
    expect(status).toBe(200);
  });

  it("accepts origins from a trustedOrigins function", async () => {
    const t = await makeAuth({ trustedOrigins: () => ["https://dynamic.example.org"] });
    const { cookies } = await t.signUp({ email: "o8@example.com" });
    const { status } = await t.json("/update-user", {
      body: { name: "D" },
      cookies,
      headers: { origin: "https://dynamic.example.org" },
    });
    expect(status).toBe(200);
  });

  it("skips the Origin check with advanced.disableCSRFCheck", async () => {
    const t = await makeAuth({ advanced: { disableCSRFCheck: true } });
    const { cookies } = await t.signUp({ email: "o9@example.com" });
    const { status } = await t.json("/sign-out", {
      method: "POST",
      body: {},
      cookies,
      headers: { origin: "https://evil.example.net" },
    });
    expect(status).toBe(200);
  });

  describe("callbackURL on sign-in", () => {
    it("refuses an untrusted absolute URL: 403 'Invalid callbackURL', no session", async () => {
      const t = await makeAuth();
      await t.signUp({ email: "cb1@example.com" });
      const browser = t.newBrowser();
      const { status, data } = await t.json("/sign-in/email", {
        body: { email: "cb1@example.com", password: PASSWORD, callbackURL: "https://evil.com/x" },
        cookies: browser,
      });
      expect(status).toBe(403);
      expect(data).toEqual({ code: "INVALID_CALLBACK_URL", message: "Invalid callbackURL" });
      expect(browser.names()).toEqual([]);
    });

    it("refuses protocol-relative and backslash paths", async () => {
      const t = await makeAuth();
      await t.signUp({ email: "cb2@example.com" });
      for (const callbackURL of ["//evil.com", "/\\evil.com", "javascript:alert(1)"]) {
        const { status, data } = await t.json("/sign-in/email", {
          body: { email: "cb2@example.com", password: PASSWORD, callbackURL },
          cookies: null,
        });
        expect(status, callbackURL).toBe(403);
        expect(data).toMatchObject({ code: "INVALID_CALLBACK_URL" });
      }
    });

    it("accepts a relative path and a trusted absolute URL", async () => {
      const t = await makeAuth({ trustedOrigins: ["https://*.example.com"] });
      await t.signUp({ email: "cb3@example.com" });
      for (const callbackURL of [
        "/dashboard",
        "http://localhost:3000/home",
        "https://app.example.com/x",
      ]) {
        const { status } = await t.json("/sign-in/email", {
          body: { email: "cb3@example.com", password: PASSWORD, callbackURL },
          cookies: null,
        });
        expect(status, callbackURL).toBe(200);
      }
    });

    it("checks redirectTo, errorCallbackURL and newUserCallbackURL with their own messages", async () => {
      const t = await makeAuth();
      const cases = [
        ["redirectTo", "INVALID_REDIRECT_URL", "Invalid redirectTo"],
        ["errorCallbackURL", "INVALID_ERROR_CALLBACK_URL", "Invalid errorCallbackURL"],
        ["newUserCallbackURL", "INVALID_NEW_USER_CALLBACK_URL", "Invalid newUserCallbackURL"],
      ] as const;
      for (const [field, code, message] of cases) {
        const { status, data } = await t.json("/sign-up/email", {
          body: {
            name: "X",
            email: `${field}@example.com`,
            password: PASSWORD,
            [field]: "https://evil.com",
          },
          cookies: null,
        });
        expect(status, field).toBe(403);
        expect(data).toEqual({ code, message });
      }
    });
  });
});
