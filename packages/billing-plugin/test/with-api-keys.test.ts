import { apiKey } from "@tollgate/api-key-plugin";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { billing } from "../src/index";
import { billingOptions } from "./support/billing-server";
import { createPlatformDouble } from "./support/platform-double";

const platform = createPlatformDouble();
beforeAll(() => platform.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.reset());
afterAll(() => platform.server.close());

/**
 * Billing through the API-key plugin's way in: a key's session is held to the key's
 * `permissions` (the core's requireScope), so a key made for reading files cannot pay.
 */
describe("billing with a key's session", () => {
  async function server() {
    const t = await createTestAuth({
      plugins: [billing(billingOptions()), apiKey({ enableSessionForAPIKeys: true })],
    });
    const { user } = await t.signUp({ email: `payer-${crypto.randomUUID()}@example.com` });
    const keyWith = async (permissions: Record<string, string[]> | null) =>
      (await t.auth.api.createApiKey({ body: { userId: user.id, permissions } })).key;
    const checkout = (key: string) =>
      t.json<{ code?: string }>("/checkout", {
        body: { slug: "pro" },
        headers: { "x-api-key": key },
        cookies: null,
      });
    return { keyWith, checkout };
  }

  it("regression: a key whose permissions do not hold billing cannot start a checkout, and the platform is never asked", async () => {
    const { keyWith, checkout } = await server();
    const refused = await checkout(await keyWith({ files: ["read"] }));
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe("CREDENTIAL_PERMISSION_MISSING");
    expect(platform.callsTo("POST", "/v1/checkouts/")).toEqual([]);
  });

  it("a key given billing: manage, or a key without a scope, may", async () => {
    const { keyWith, checkout } = await server();
    expect((await checkout(await keyWith({ billing: ["manage"] }))).status).toBe(200);
    expect((await checkout(await keyWith(null))).status).toBe(200);
  });
});
