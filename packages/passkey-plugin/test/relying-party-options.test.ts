// The relying party as configured: its id and name in the options the browser gets, and only the
// listed origins accepted (the baseURL's origin is the default, not an extra).
import { describe, expect, it } from "vitest";
import type { CreationOptions, RequestOptions } from "../src/testing/software-authenticator";
import {
  newUser,
  ORIGIN,
  registerPasskey,
  serverWithPasskeys,
  signInWithPasskey,
} from "./support/passkey-server";

const SITE = {
  rpID: "example.com",
  rpName: "Example",
  origin: ["https://app.example.com", "https://www.example.com"],
};

describe("a configured relying party", () => {
  it("names its id and name in both ceremonies' options", async () => {
    const t = await serverWithPasskeys(SITE);
    const { cookies } = await newUser(t);
    const creation = await t.json<CreationOptions>("/passkey/generate-register-options", {
      cookies,
    });
    expect(creation.data.rp).toEqual({ id: "example.com", name: "Example" });
    const request = await t.json<RequestOptions>("/passkey/generate-authenticate-options", {
      cookies: t.newBrowser(),
    });
    expect(request.data.rpId).toBe("example.com");
  });

  it("accepts a ceremony from any listed origin and refuses the others", async () => {
    const t = await serverWithPasskeys(SITE);
    const { cookies, email } = await newUser(t);
    const { authenticator, verified } = await registerPasskey(
      t,
      cookies,
      "Phone",
      "https://app.example.com",
    );
    expect(verified.status).toBe(200);

    const fromWww = await signInWithPasskey(t, authenticator, {
      origin: "https://www.example.com",
    });
    expect(fromWww.status).toBe(200);
    expect(fromWww.data.user.email).toBe(email);

    for (const origin of [ORIGIN, "https://evil.example.com", "http://app.example.com"]) {
      const refused = await signInWithPasskey(t, authenticator, { origin });
      expect(refused.status, origin).toBe(401);
      expect(refused.data.code, origin).toBe("AUTHENTICATION_FAILED");
    }
    const elsewhere = await registerPasskey(t, cookies, "Laptop", ORIGIN);
    expect(elsewhere.verified.status).toBe(400);
    expect(elsewhere.verified.data.code).toBe("FAILED_TO_VERIFY_REGISTRATION");
  });
});
