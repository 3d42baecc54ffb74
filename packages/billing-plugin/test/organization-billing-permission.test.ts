import type { AuthOptions } from "@tollgate/auth-server";
import { createAccessControl } from "@tollgate/auth-server/access";
import {
  type CookieCarrier,
  createTestAuth,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { type OrganizationOptions, organization } from "@tollgate/organization-plugin";
import { defaultStatements } from "@tollgate/organization-plugin/access";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BILLING_ERROR_CODES, billing } from "../src/index";
import { billingOptions } from "./support/billing-server";
import { createPlatformDouble } from "./support/platform-double";

const platform = createPlatformDouble();
beforeAll(() => platform.server.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.reset());
afterAll(() => platform.server.close());

/** Billing for organizations beside the organization plugin (typed with both: auth.api.addMember). */
async function server(roles?: OrganizationOptions["roles"], database?: AuthOptions["database"]) {
  const logs: { level: string; message: string }[] = [];
  const t = await createTestAuth({
    logger: {
      level: "debug",
      log: (level: string, message: string) => logs.push({ level, message }),
    },
    plugins: [
      billing(billingOptions({ customerFor: "organization" })),
      organization(roles ? { roles } : {}),
    ],
    ...(database ? { database } : {}),
  });
  return { t, logs };
}

type Server = Awaited<ReturnType<typeof server>>["t"];

const MANAGE = {
  code: "YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION",
  message: BILLING_ERROR_CODES.YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION,
  field: "referenceId",
};
const VIEW = {
  code: "YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION",
  message: BILLING_ERROR_CODES.YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION,
  field: "referenceId",
};

/** Each billing call for the organization `referenceId`, and what a plain member gets. */
const guarded = [
  {
    name: "checkout",
    refusal: MANAGE,
    call: (t: Server, cookies: CookieCarrier, referenceId: string) =>
      t.json("/checkout", { body: { slug: "pro", referenceId }, cookies }),
  },
  {
    name: "customer portal (GET)",
    refusal: MANAGE,
    call: (t: Server, cookies: CookieCarrier, referenceId: string) =>
      t.json("/customer/portal", { query: { referenceId }, cookies }),
  },
  {
    name: "customer portal (POST, where subscriptions are changed or canceled)",
    refusal: MANAGE,
    call: (t: Server, cookies: CookieCarrier, referenceId: string) =>
      t.json("/customer/portal", { body: { referenceId, redirect: false }, cookies }),
  },
  {
    name: "orders list",
    refusal: VIEW,
    call: (t: Server, cookies: CookieCarrier, referenceId: string) =>
      t.json("/customer/orders/list", { query: { referenceId }, cookies }),
  },
  {
    name: "subscriptions list",
    refusal: VIEW,
    call: (t: Server, cookies: CookieCarrier, referenceId: string) =>
      t.json("/customer/subscriptions/list", { query: { referenceId }, cookies }),
  },
];

/** The platform calls that spend or show the organization's money. */
const billingCalls = () => [
  ...platform.callsTo("POST", "/v1/checkouts/"),
  ...platform.callsTo("POST", "/v1/customer-sessions/"),
  ...platform.callsTo("GET", "/v1/orders/"),
  ...platform.callsTo("GET", "/v1/subscriptions/"),
];

async function organizationWithRoles(t: Server, roles: readonly string[]) {
  const owner = await t.signUp({ email: `owner-${crypto.randomUUID()}@example.com` });
  const created = await t.json<{ id: string }>("/organization/create", {
    body: { name: "Acme", slug: `acme-${crypto.randomUUID()}` },
    cookies: owner.cookies,
  });
  if (created.status !== 200) throw new Error(`organization/create: ${created.status}`);
  const organizationId = created.data.id;
  const members: Record<string, CookieCarrier> = { owner: owner.cookies };
  for (const role of roles) {
    const { user, cookies } = await t.signUp({
      email: `${role}-${crypto.randomUUID()}@example.com`,
    });
    await t.auth.api.addMember({ body: { userId: user.id, organizationId, role } });
    members[role] = cookies;
  }
  return { organizationId, members };
}

function cookiesOf(members: Record<string, CookieCarrier>, role: string): CookieCarrier {
  const cookies = members[role];
  if (!cookies) throw new Error(`no ${role}`);
  return cookies;
}

describe.each(testDatabases())("organization billing permission on $name", (target) => {
  let database: TestDatabase;
  let t: Server;
  beforeAll(async () => {
    database = await target.open();
    ({ t } = await server(undefined, { db: database.db, type: database.dialect }));
  });
  afterAll(() => database.close());

  it.each(guarded)(
    "a plain member is refused the $name (403, catalogued, field referenceId) and the platform is never asked",
    async ({ call, refusal }) => {
      const { organizationId, members } = await organizationWithRoles(t, ["member"]);
      platform.calls.length = 0;
      const refused = await call(t, cookiesOf(members, "member"), organizationId);
      expect(refused.status).toBe(403);
      expect(refused.data).toEqual(refusal);
      expect(billingCalls()).toEqual([]);
    },
  );

  it.each(guarded)("owner and admin may use the $name", async ({ call }) => {
    const { organizationId, members } = await organizationWithRoles(t, ["admin"]);
    for (const role of ["owner", "admin"]) {
      const answer = await call(t, cookiesOf(members, role), organizationId);
      expect(answer.status, `${role}: ${JSON.stringify(answer.data)}`).toBe(200);
    }
  });

  it("a plain member still reads the organization's customer state (entitlements)", async () => {
    const { organizationId, members } = await organizationWithRoles(t, ["member"]);
    const state = await t.json<{ externalId: string }>("/customer/state", {
      query: { referenceId: organizationId },
      cookies: cookiesOf(members, "member"),
    });
    expect(state.status).toBe(200);
    expect(state.data.externalId).toBe(organizationId);
  });

  it("a plain member is refused the portal of their active organization too (no referenceId)", async () => {
    const { organizationId, members } = await organizationWithRoles(t, ["member"]);
    const cookies = cookiesOf(members, "member");
    const active = await t.json("/organization/set-active", { body: { organizationId }, cookies });
    expect(active.status).toBe(200);
    platform.calls.length = 0;
    const portal = await t.json("/customer/portal", { body: { redirect: false }, cookies });
    expect(portal.status).toBe(403);
    expect(portal.data).toEqual(MANAGE);
    expect(billingCalls()).toEqual([]);
  });
});

describe("organization billing permission with the app's own roles", () => {
  const ac = createAccessControl({ ...defaultStatements, project: ["create"] });

  it("follows the roles given to the organization plugin: an accountant who may only read sees the orders but may not check out", async () => {
    const roles = {
      owner: ac.newRole({ ...defaultStatements }),
      accountant: ac.newRole({ billing: ["read"] }),
    };
    const { t } = await server(roles);
    const { organizationId, members } = await organizationWithRoles(t, ["accountant"]);
    const cookies = cookiesOf(members, "accountant");
    const orders = await t.json("/customer/orders/list", {
      query: { referenceId: organizationId },
      cookies,
    });
    expect(orders.status).toBe(200);
    const checkout = await t.json("/checkout", {
      body: { slug: "pro", referenceId: organizationId },
      cookies,
    });
    expect(checkout.status).toBe(403);
    expect(checkout.data).toEqual(MANAGE);
    const owner = await t.json("/checkout", {
      body: { slug: "pro", referenceId: organizationId },
      cookies: cookiesOf(members, "owner"),
    });
    expect(owner.status).toBe(200);
  });

  it("refuses everybody, owner included, when no role has a billing statement, and warns at start-up", async () => {
    const bare = createAccessControl({ project: ["create"] });
    const roles = { owner: bare.newRole({ project: ["create"] }) };
    const { t, logs } = await server(roles);
    const { organizationId, members } = await organizationWithRoles(t, []);
    const checkout = await t.json("/checkout", {
      body: { slug: "pro", referenceId: organizationId },
      cookies: cookiesOf(members, "owner"),
    });
    expect(checkout.status).toBe(403);
    expect(checkout.data).toEqual(MANAGE);
    expect(
      logs.some(
        (log) =>
          log.level === "warn" && log.message.includes("no organization role may manage billing"),
      ),
    ).toBe(true);
  });
});
