import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/free-port";
import { createDemoAuth, type DemoAuth } from "../server/auth";
import { createBillingRoutes } from "../server/billing-routes";
import { readConfig } from "../server/config";
import { createDemoBilling, type DemoBilling } from "../server/demo-billing";
import { createDemoHttpServer } from "../server/http";
import { createLocalOidc } from "../server/local-oidc";
import { createMailer } from "../server/mail";
import { openDatabase } from "../server/open-database";
import type { BillingAccess, PublicBilling } from "../shared/billing";

/** A browser's cookie jar, by name. */
class Jar {
  readonly #cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      this.#cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

// The demo's server in-process (in-memory SQLite) with billing against the local stand-in, over
// HTTP: the billing plugin calls the stand-in's API, the stand-in posts its webhooks back.
describe("billing in the demo against the payments platform stand-in, without a browser", () => {
  let baseURL = "";
  let billing: DemoBilling;
  let auth: DemoAuth;
  let close: () => Promise<void> = async () => {};
  const jar = new Jar();

  const get = (path: string) => fetch(`${baseURL}${path}`, { headers: { cookie: jar.header() } });
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL, cookie: jar.header() },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const port = await freePort();
    const config = readConfig(
      { DATABASE_URL: ":memory:", HOST: "127.0.0.1", PORT: String(port) },
      { appRoot: "/tmp", cwd: "/tmp" },
    );
    if (config.billing?.kind !== "dev-platform") throw new Error("expected the stand-in");
    baseURL = config.baseURL;
    const database = await openDatabase(config.database);
    const mailer = createMailer(config.mail, config.devMailbox);
    const localOidc = await createLocalOidc(config.baseURL);
    billing = createDemoBilling(config.billing, config.baseURL);
    auth = createDemoAuth(config, database.input, mailer, localOidc.clients, billing.pluginOptions);
    await auth.migrate();
    const { server } = createDemoHttpServer({
      auth,
      mailbox: mailer.mailbox,
      devOidc: localOidc.provider,
      billing: createBillingRoutes(auth, billing, config.baseURL),
      devPlatform: billing.devPlatform,
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    close = async () => {
      server.close();
      server.closeAllConnections();
      await database.close();
    };

    // Grace signs up through the local OpenID provider: a user, so a platform customer.
    const start = await post("/api/auth/sign-in/social", {
      provider: "dev-oidc",
      callbackURL: "/account",
    });
    jar.take(start);
    const { url } = (await start.json()) as { url: string };
    const chosen = new URLSearchParams(new URL(url).searchParams);
    chosen.set("person", "grace");
    const decision = await fetch(`${baseURL}/dev-oidc/authorize`, {
      method: "POST",
      body: chosen,
      redirect: "manual",
    });
    const callback = await fetch(decision.headers.get("location") ?? "", {
      headers: { cookie: jar.header() },
      redirect: "manual",
    });
    jar.take(callback);
  });

  afterAll(() => close());

  it("lists the stand-in's products for the Pricing page, with the console's address", async () => {
    const answer = (await (await get("/api/demo/billing")).json()) as PublicBilling;
    expect(answer.mode).toBe("dev-platform");
    expect(answer.consoleUrl).toBe(`${baseURL}/dev-platform/console`);
    expect(answer.products.map((product) => [product.name, product.priceAmount])).toEqual([
      ["Pro monthly", 1200],
      ["Lifetime", 14900],
    ]);
  });

  it("made a platform customer for the new user, whose access is empty before buying", async () => {
    const customer = billing.devPlatform?.state.customerByEmail("grace@dev-oidc.example");
    expect(customer?.externalId).toBeTruthy();
    const access = (await (await get("/api/demo/billing/access")).json()) as BillingAccess;
    expect(access).toMatchObject({ activeProductIds: [], benefitIds: [] });
  });

  it("answers only GET on its billing paths", async () => {
    const response = await post("/api/demo/billing", {});
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({
      code: "METHOD_NOT_ALLOWED",
      message: "Only GET is answered here.",
    });
  });

  it("answers the access of nobody signed in with 401 in words", async () => {
    const response = await fetch(`${baseURL}/api/demo/billing/access`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: "SIGN_IN_FIRST",
      message: "Sign in to see what you have bought.",
    });
  });

  it("buys Pro monthly: checkout, the stand-in's Pay, the webhooks applied, the benefit granted once even when replayed", async () => {
    const products = ((await (await get("/api/demo/billing")).json()) as PublicBilling).products;
    const pro = products.find((product) => product.name === "Pro monthly");
    if (!pro) throw new Error("no Pro monthly");
    const checkout = await post("/api/auth/checkout", {
      products: [pro.id],
      returnUrl: "/pricing",
      redirect: false,
    });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    expect(url).toContain(`${baseURL}/dev-platform/checkout/`);

    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain("grace@dev-oidc.example");
    const paid = await fetch(url, {
      method: "POST",
      headers: { origin: baseURL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "grace@dev-oidc.example", name: "Grace Hopper" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(
      new RegExp(`^${baseURL}/account\\?checkout_id=[0-9a-f-]+#billing$`),
    );

    const deliveries = billing.devPlatform?.deliveries.list() ?? [];
    expect(deliveries.length).toBeGreaterThan(5);
    for (const delivery of deliveries) {
      expect(
        delivery.attempts.map((attempt) => attempt.status),
        delivery.type,
      ).toEqual([200]);
    }
    const access = (await (await get("/api/demo/billing/access")).json()) as BillingAccess;
    expect(access.activeProductIds).toEqual([pro.id]);
    expect(access.benefitIds).toEqual(pro.benefits.map((benefit) => benefit.id));

    const state = (await (await get("/api/auth/customer/state")).json()) as {
      activeSubscriptions: { productId: string }[];
    };
    expect(state.activeSubscriptions.map((subscription) => subscription.productId)).toEqual([
      pro.id,
    ]);
    const orders = (await (await get("/api/auth/customer/orders/list")).json()) as {
      items: { status: string }[];
    };
    expect(orders.items.map((order) => order.status)).toEqual(["paid"]);

    const adapter = (await auth.$context).adapter;
    const applied = await adapter.count({ model: "billingWebhook" });
    expect(applied).toBe(deliveries.length);

    // Replay every delivery (same webhook-id): each is acknowledged, none applied twice.
    for (const delivery of deliveries) {
      await billing.devPlatform?.deliveries.replay(delivery.id);
      expect(delivery.attempts.at(-1)?.status, delivery.type).toBe(200);
    }
    expect(await adapter.count({ model: "billingWebhook" })).toBe(applied);
    expect(await (await get("/api/demo/billing/access")).json()).toEqual(access);

    // The incomplete subscription, sent as a new message after the active one: kept as stale.
    const created = deliveries.find((delivery) => delivery.type === "subscription.created");
    if (!created) throw new Error("no subscription.created");
    const late = await billing.devPlatform?.deliveries.sendOutOfOrder(created.id);
    if (!late || typeof late === "string") throw new Error(`not sent: ${late}`);
    expect(late.attempts[0]?.status).toBe(200);
    const row = await adapter.findOne<{ outcome: string }>({
      model: "billingWebhook",
      where: [{ field: "webhookId", value: late.id }],
    });
    expect(row?.outcome).toBe("stale");
    expect(await (await get("/api/demo/billing/access")).json()).toEqual(access);
  });
});
