import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { heading, signedUpPage } from "./support/journey-steps";
import { expectTitle } from "./support/page-checks";
import { createWideAndNarrowShots } from "./support/screenshots";

describeInChromium("demo billing journey in Chromium", () => {
  // Production, no platform keys: DEV_PLATFORM=1 keeps the local stand-in of the platform on.
  const demo = useDemoInChromium({ DEV_PLATFORM: "1" });

  it("Ada subscribes to Pro monthly through the stand-in's checkout, comes back to her subscription, order and benefit; a replayed and a late delivery change nothing", async () => {
    const shot = createWideAndNarrowShots("billing");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada Lovelace",
      email: `ada.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    // Nothing bought yet: the account page's Billing section says so and points to the plans.
    const { context, page } = await signedUpPage(demo, ada, "/account");
    const billing = page.locator("#billing");
    await billing.getByText("No subscription yet.").waitFor();
    await billing.getByText("No benefits yet: they come with a plan.").waitFor();

    // Pricing, from the header: the stand-in's two products with their prices and benefits.
    await page.getByRole("link", { name: "Pricing", exact: true }).click();
    await heading(page, "Pricing").waitFor();
    await expectTitle(page, "Pricing · Tollgate Demo");
    const pro = page.getByRole("article").filter({ hasText: "Pro monthly" });
    await pro.getByText("per month", { exact: true }).waitFor();
    await pro.getByText("Pro features", { exact: true }).waitFor();
    await page
      .getByRole("article")
      .filter({ hasText: "Lifetime" })
      .getByText("one-time", { exact: true })
      .waitFor();
    await page.getByText("payments go to the local stand-in").waitFor();
    await shot(page, "pricing");

    // Subscribe: the stand-in's checkout page, with Ada's address already filled in.
    await pro.getByRole("button", { name: "Subscribe: Pro monthly" }).click();
    await page.waitForURL((address) => address.pathname.startsWith("/dev-platform/checkout/"));
    await heading(page, "Pro monthly").waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(ada.email);
    await shot(page, "checkout");
    await page.getByRole("button", { name: "Pay $12.00" }).click();

    // Back on the account page: the subscription, the order and the benefit, from the platform
    // and from the webhooks the stand-in sent before it let her go.
    await page.waitForURL((address) => address.pathname === "/account");
    expect(new URL(page.url()).searchParams.get("checkout_id")).toBeTruthy();
    await billing.getByText("Thank you! Your payment went through.").waitFor();
    const subscriptions = billing.getByRole("list", { name: "Subscription" });
    const benefits = billing.getByRole("list", { name: "Benefits" });
    const orders = billing.getByRole("list", { name: "Orders" });
    await subscriptions.getByText("Pro monthly", { exact: true }).waitFor();
    await benefits.getByText("Pro features", { exact: true }).waitFor();
    await orders.getByText("Pro monthly", { exact: true }).waitFor();
    await expect.poll(() => subscriptions.getByRole("listitem").count()).toBe(1);
    await expect.poll(() => benefits.getByRole("listitem").count()).toBe(1);
    await expect.poll(() => orders.getByRole("listitem").count()).toBe(1);
    await billing.scrollIntoViewIfNeeded();
    await shot(page, "billing");

    // The stand-in's console: every step was delivered and answered 200.
    const console = await context.newPage();
    await console.goto(demo.url("/dev-platform/console"));
    await heading(console, "Webhook deliveries").waitFor();
    const paidRow = console.locator('tr[data-type="order.paid"]');
    await expect.poll(() => paidRow.textContent()).toContain("HTTP 200");
    await shot(console, "console");

    // Replay order.paid (same webhook-id), then send the incomplete subscription after the
    // active one: both are acknowledged, and Ada's billing shows nothing twice, nothing older.
    await paidRow.getByRole("button", { name: /^Replay/ }).click();
    await console.getByText("Sent again with the same webhook-id.").waitFor();
    await expect
      .poll(() => console.locator('tr[data-type="order.paid"]').textContent())
      .toMatch(/replayed [\d:]+ → HTTP 200/);
    await console
      .locator('tr[data-type="subscription.created"]')
      .getByRole("button", { name: /^Send out of order/ })
      .click();
    await console.getByText("Sent the older version as a new delivery").waitFor();
    await expect
      .poll(() => console.locator("tbody tr").first().textContent())
      .toMatch(/older body of msg_[\s\S]*HTTP 200/);
    await shot(console, "console-after-replay");

    await page.goto(demo.url("/account"));
    await benefits.getByText("Pro features", { exact: true }).waitFor();
    await subscriptions.getByText("Active", { exact: true }).waitFor();
    await expect.poll(() => subscriptions.getByRole("listitem").count()).toBe(1);
    await expect.poll(() => benefits.getByRole("listitem").count()).toBe(1);
    await expect.poll(() => orders.getByRole("listitem").count()).toBe(1);

    // Pricing now says she has Pro; "Manage billing" opens the stand-in's customer portal.
    await page.goto(demo.url("/pricing"));
    await pro.getByText("You have this", { exact: true }).waitFor();
    await page.goto(demo.url("/account"));
    await billing.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL((address) => address.pathname === "/dev-platform/portal");
    await heading(page, "Your purchases").waitFor();
    await page.getByText(ada.email).waitFor();
    await shot(page, "portal");

    // Cancelling asks first: "Keep it" changes nothing, "Yes, cancel it" ends it at the period's end.
    await page.getByRole("button", { name: "Cancel subscription", exact: true }).click();
    await heading(page, "Cancel Pro monthly?").waitFor();
    await shot(page, "portal-cancel-question");
    await page.getByRole("link", { name: "Keep it", exact: true }).click();
    await heading(page, "Your purchases").waitFor();
    await page.getByRole("button", { name: "Cancel subscription", exact: true }).click();
    await page.getByRole("button", { name: "Yes, cancel it", exact: true }).click();
    await heading(page, "Your purchases").waitFor();
    await page.getByText(/^ends on /).waitFor();
    expect(await page.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);
    await context.close();
  }, 240_000);
});
