import { apiKey } from "@tollgate/api-key-plugin";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { organization } from "../src/index";

/**
 * The organization's permission checks through the API-key plugin's way in: a key's session is
 * held to the key's `permissions` as well as to its owner's role (the core's requireScope).
 */
describe("organization calls with a key's session", () => {
  async function server() {
    const t = await createTestAuth({
      plugins: [organization(), apiKey({ enableSessionForAPIKeys: true })],
    });
    const owner = await t.signUp({ email: `owner-${crypto.randomUUID()}@example.com` });
    const created = await t.json<{ id: string }>("/organization/create", {
      body: { name: "Acme", slug: `acme-${crypto.randomUUID()}` },
      cookies: owner.cookies,
    });
    const organizationId = created.data.id;
    const keyWith = async (permissions: Record<string, string[]> | null) =>
      (await t.auth.api.createApiKey({ body: { userId: owner.user.id, permissions } })).key;
    const invite = (key: string) =>
      t.json<{ code?: string }>("/organization/invite-member", {
        body: { email: `${crypto.randomUUID()}@example.com`, role: "member", organizationId },
        headers: { "x-api-key": key },
        cookies: null,
      });
    return { keyWith, invite };
  }

  it("regression: an owner's key scoped to other resources cannot invite, whatever the owner's role allows", async () => {
    const { keyWith, invite } = await server();
    const refused = await invite(await keyWith({ files: ["read"] }));
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe("CREDENTIAL_PERMISSION_MISSING");
  });

  it("a key given invitation: create, or a key without a scope, invites like its owner", async () => {
    const { keyWith, invite } = await server();
    expect((await invite(await keyWith({ invitation: ["create"] }))).status).toBe(200);
    expect((await invite(await keyWith(null))).status).toBe(200);
  });
});
