import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { heading, signedUpPage } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

describeInChromium(
  "demo organization addresses and sign-in links from an invitation in Chromium",
  () => {
    const demo = useDemoInChromium();

    it("a newcomer invited by email asks for a sign-in link on the invitation's sign-in page: the link makes the account and comes back to the invitation; the organization's address opens it, and an address of none of theirs says so", async () => {
      const shot = createWideAndNarrowShots("organization-address");
      const suffix = Date.now().toString(36);
      const ada = {
        name: "Ada Lovelace",
        email: `ada.address.${suffix}@example.com`,
        password: "ada's passphrase",
      };
      const newcomer = `nia.address.${suffix}@example.com`;
      const first = { name: `First ${suffix}`, slug: `first-${suffix}` };
      const second = { name: `Second ${suffix}`, slug: `second-${suffix}` };

      // Ada has two organizations; the second, made last, is the active one.
      const { context: adaContext, page: adaPage } = await signedUpPage(demo, ada, "/account");
      for (const organization of [first, second]) {
        const made = await adaContext.request.post(demo.url("/api/auth/organization/create"), {
          headers: { origin: demo.baseURL },
          data: organization,
        });
        expect(made.status()).toBe(200);
      }
      const invited = await adaContext.request.post(
        demo.url("/api/auth/organization/invite-member"),
        {
          headers: { origin: demo.baseURL },
          data: { email: newcomer, role: "member" },
        },
      );
      expect(invited.status()).toBe(200);

      // The organization page shows the address, a link; it opens that organization.
      await adaPage.goto(demo.url("/organization"));
      await heading(adaPage, second.name).waitFor();
      const address = adaPage.getByRole("link", { name: `/organization/${second.slug}` });
      await address.waitFor();
      await adaPage.goto(demo.url(`/organization/${first.slug}`));
      await heading(adaPage, first.name).waitFor();
      expect(new URL(adaPage.url()).pathname).toBe("/organization");
      await expect
        .poll(() =>
          adaPage.getByLabel("Organization", { exact: true }).first().getAttribute("title"),
        )
        .toBe(first.name);
      await shot(adaPage, "opened-by-address");

      // An address that names no organization of hers says so, with the way back.
      await adaPage.goto(demo.url(`/organization/no-such-${suffix}`));
      await heading(adaPage, "No organization of yours here").waitFor();
      await adaPage
        .getByText(`None of your organizations is at /organization/no-such-${suffix}.`)
        .waitFor();
      await shot(adaPage, "no-organization-at-address");
      await adaPage.getByRole("link", { name: "Your organizations", exact: true }).click();
      await heading(adaPage, first.name).waitFor();

      // The newcomer opens the invitation signed out, goes to sign in, and asks for a link there.
      const invitation = await waitForMail(demo.baseURL, { to: newcomer, subject: /invited you/ });
      const newcomerContext = await demo.browser.newContext({ viewport: WIDE });
      const page = await newcomerContext.newPage();
      await page.goto(invitation.url);
      await page.getByRole("heading", { name: "You're invited" }).waitFor();
      await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
      await heading(page, "Welcome back").waitFor();
      await page.getByRole("button", { name: "Email me a sign-in link instead" }).click();
      await page.getByLabel("Email for a sign-in link", { exact: true }).fill(newcomer);
      await page.getByRole("button", { name: "Email me a link", exact: true }).click();
      await page.getByText(`If ${newcomer} has an account or may open one`).waitFor();
      const link = await waitForMail(demo.baseURL, { to: newcomer, subject: /sign-in link/ });
      await page.goto(link.url);
      // The link made the account, signed in, and came back to the invitation.
      await page.getByText(`invited you to join ${second.name}`).waitFor();
      expect(new URL(page.url()).pathname).toBe("/accept-invitation");
      // Regression: the inviter's address wraps on a phone instead of widening the card.
      await shot(page, "back-at-invitation");
      await page.getByRole("button", { name: "Accept and join", exact: true }).click();
      await heading(page, second.name).waitFor();
      await page.locator(`[data-member-email="${newcomer}"]`).waitFor();

      // Her own organization's address opens it; Ada's other one is not hers.
      await page.goto(demo.url(`/organization/${first.slug}`));
      await heading(page, "No organization of yours here").waitFor();
      await page.goto(demo.url(`/organization/${second.slug}`));
      await heading(page, second.name).waitFor();

      // Signed out, an address asks to sign in first and opens the organization after.
      const signedOut = await demo.browser.newContext({ viewport: WIDE });
      const visitor = await signedOut.newPage();
      await visitor.goto(demo.url(`/organization/${first.slug}`));
      await heading(visitor, "Welcome back").waitFor();
      expect(new URL(visitor.url()).searchParams.get("next")).toBe(`/organization/${first.slug}`);
      await visitor.getByLabel("Email or username", { exact: true }).fill(ada.email);
      await visitor.getByLabel("Password", { exact: true }).fill(ada.password);
      await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
      await heading(visitor, first.name).waitFor();

      await signedOut.close();
      await newcomerContext.close();
      await adaContext.close();
    }, 180_000);

    it("a newcomer invited by email signs in with a provider from the invitation's sign-in page and comes back to the invitation", async () => {
      const suffix = Date.now().toString(36);
      const owner = {
        name: "Grace Hopper",
        email: `grace.address.${suffix}@example.com`,
        password: "grace's passphrase",
      };
      const invitee = {
        name: "Katherine Johnson",
        email: `katherine.address.${suffix}@example.com`,
      };
      const organization = { name: `Provider ${suffix}`, slug: `provider-${suffix}` };
      const { context: ownerContext } = await signedUpPage(demo, owner, "/account");
      const made = await ownerContext.request.post(demo.url("/api/auth/organization/create"), {
        headers: { origin: demo.baseURL },
        data: organization,
      });
      expect(made.status()).toBe(200);
      const invited = await ownerContext.request.post(
        demo.url("/api/auth/organization/invite-member"),
        { headers: { origin: demo.baseURL }, data: { email: invitee.email, role: "member" } },
      );
      expect(invited.status()).toBe(200);

      const invitation = await waitForMail(demo.baseURL, {
        to: invitee.email,
        subject: /invited you/,
      });
      const context = await demo.browser.newContext({ viewport: WIDE });
      const page = await context.newPage();
      await page.goto(invitation.url);
      await page.getByRole("heading", { name: "You're invited" }).waitFor();
      await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
      await heading(page, "Welcome back").waitFor();
      await page.getByRole("button", { name: "Continue with Local test provider" }).click();
      await heading(page, "Who do you want to be?").waitFor();
      await page.getByLabel("Name", { exact: true }).fill(invitee.name);
      await page.getByLabel("Email", { exact: true }).fill(invitee.email);
      await page.getByRole("button", { name: "Continue as this person" }).click();
      await page.getByText(`invited you to join ${organization.name}`).waitFor();
      expect(new URL(page.url()).pathname).toBe("/accept-invitation");
      await page.getByRole("button", { name: "Accept and join", exact: true }).click();
      await heading(page, organization.name).waitFor();

      await context.close();
      await ownerContext.close();
    }, 120_000);

    it("a newcomer invited by email creates an account from the invitation: the verification link signs in and Continue leads back to the invitation", async () => {
      const shot = createWideAndNarrowShots("invitation-sign-up");
      const suffix = Date.now().toString(36);
      const owner = {
        name: "Mary Jackson",
        email: `mary.address.${suffix}@example.com`,
        password: "mary's passphrase",
      };
      const invitee = {
        name: "Dorothy Vaughan",
        email: `dorothy.address.${suffix}@example.com`,
        password: "dorothy's passphrase",
      };
      const organization = { name: `Sign-up ${suffix}`, slug: `sign-up-${suffix}` };
      const { context: ownerContext } = await signedUpPage(demo, owner, "/account");
      const made = await ownerContext.request.post(demo.url("/api/auth/organization/create"), {
        headers: { origin: demo.baseURL },
        data: organization,
      });
      expect(made.status()).toBe(200);
      const invited = await ownerContext.request.post(
        demo.url("/api/auth/organization/invite-member"),
        { headers: { origin: demo.baseURL }, data: { email: invitee.email, role: "member" } },
      );
      expect(invited.status()).toBe(200);

      const invitation = await waitForMail(demo.baseURL, {
        to: invitee.email,
        subject: /invited you/,
      });
      const context = await demo.browser.newContext({ viewport: WIDE });
      const page = await context.newPage();
      await page.goto(invitation.url);
      await page.getByRole("heading", { name: "You're invited" }).waitFor();
      await page.getByRole("link", { name: "Create an account", exact: true }).click();
      await heading(page, "Create your account").waitFor();
      await page.getByLabel("Name", { exact: true }).fill(invitee.name);
      await page.getByLabel("Email", { exact: true }).fill(invitee.email);
      await page.getByLabel("Password", { exact: true }).fill(invitee.password);
      await page.getByRole("button", { name: "Create account" }).click();
      await heading(page, "Check your email").waitFor();
      const first = await waitForMail(demo.baseURL, { to: invitee.email, subject: /verify/i });
      // A new link asked for on that page leads back to the invitation as the first would.
      await page.getByText("Didn't get it?").click();
      await page.getByRole("button", { name: "Send a new link", exact: true }).click();
      await page.getByText(`A new link is on its way to ${invitee.email}.`).waitFor();
      const verification = await waitForMail(demo.baseURL, {
        to: invitee.email,
        subject: /verify/i,
        notIn: new Set([first.id]),
      });
      await page.goto(verification.url);
      await heading(page, "Your email is verified").waitFor();
      await page.getByRole("link", { name: "Continue", exact: true }).waitFor();
      await shot(page, "verified-continue");
      await page.getByRole("link", { name: "Continue", exact: true }).click();
      await page.getByText(`invited you to join ${organization.name}`).waitFor();
      await page.getByRole("button", { name: "Accept and join", exact: true }).click();
      await heading(page, organization.name).waitFor();

      await context.close();
      await ownerContext.close();
    }, 120_000);
  },
);
