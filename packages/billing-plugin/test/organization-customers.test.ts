import { organization } from "@tollgate/organization-plugin";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { billingServer } from "./support/billing-server";
import { createPlatformDouble } from "./support/platform-double";

const platform = createPlatformDouble();
beforeAll(() => platform.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.reset());
afterAll(() => platform.server.close());

async function serverWithOrganization() {
  const { t } = await billingServer({ customerFor: "organization" }, { plugins: [organization()] });
  const owner = await t.signUp({ email: `owner-${crypto.randomUUID()}@example.com` });
  const outsider = await t.signUp({ email: `out-${crypto.randomUUID()}@example.com` });
  const created = await t.json<{ id: string }>("/organization/create", {
    body: { name: "Acme", slug: `acme-${crypto.randomUUID()}` },
    cookies: owner.cookies,
  });
  if (created.status !== 200) throw new Error(`organization/create: ${created.status}`);
  return { t, owner, outsider, organizationId: created.data.id };
}

describe('customerFor: "organization"', () => {
  it("makes the organization the customer (external_id = its id) and no customer per user", async () => {
    const { owner, organizationId } = await serverWithOrganization();
    expect([...platform.customers.keys()]).toEqual([organizationId]);
    expect(platform.customers.get(organizationId)).toMatchObject({
      name: "Acme",
      email: owner.user.email,
      external_id: organizationId,
    });
  });

  it("checkout for the organization by a member: the checkout's customer is the organization; the active organization is the default", async () => {
    const { t, owner, organizationId } = await serverWithOrganization();
    const named = await t.json("/checkout", {
      body: { slug: "pro", referenceId: organizationId },
      cookies: owner.cookies,
    });
    expect(named.status).toBe(200);
    const active = await t.json("/checkout", { body: { slug: "pro" }, cookies: owner.cookies });
    expect(active.status).toBe(200);
    const checkouts = platform.callsTo("POST", "/v1/checkouts/");
    expect(
      checkouts.map((call) => (call.body as Record<string, unknown>).external_customer_id),
    ).toEqual([organizationId, organizationId]);
  });

  it("refuses a checkout or the state of an organization the caller is not a member of (403), and a checkout without one (400)", async () => {
    const { t, outsider, organizationId } = await serverWithOrganization();
    const checkout = await t.json("/checkout", {
      body: { slug: "pro", referenceId: organizationId },
      cookies: outsider.cookies,
    });
    expect(checkout.status).toBe(403);
    expect(checkout.data).toEqual({
      code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
      message: "User is not a member of the organization",
      field: "referenceId",
    });
    const state = await t.json("/customer/state", {
      query: { referenceId: organizationId },
      cookies: outsider.cookies,
    });
    expect(state.status).toBe(403);
    const none = await t.json("/checkout", { body: { slug: "pro" }, cookies: outsider.cookies });
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ code: "REFERENCE_ID_IS_REQUIRED", field: "referenceId" });
    expect(platform.callsTo("POST", "/v1/checkouts/")).toHaveLength(0);
    const anonymous = await t.json("/checkout", { body: { slug: "pro" }, cookies: null });
    expect(anonymous.status).toBe(401);
  });

  it("renaming the organization updates its customer, deleting it deletes the customer", async () => {
    const { t, owner, organizationId } = await serverWithOrganization();
    const renamed = await t.json("/organization/update", {
      body: { organizationId, data: { name: "Acme Ltd" } },
      cookies: owner.cookies,
    });
    expect(renamed.status).toBe(200);
    expect(platform.customers.get(organizationId)?.name).toBe("Acme Ltd");
    const deleted = await t.json("/organization/delete", {
      body: { organizationId },
      cookies: owner.cookies,
    });
    expect(deleted.status).toBe(200);
    expect(platform.customers.has(organizationId)).toBe(false);
  });
});
