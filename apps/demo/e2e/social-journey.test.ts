import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { openHeaderMenuIfFolded } from "./support/journey-steps";
import { expectNothingOverflows } from "./support/page-checks";
import { createScreenshotter } from "./support/screenshots";

const FIRST = "Local test provider";
const SECOND = "Second local test provider";
const PASSWORD = "correct horse battery";

/**
 * Social sign-in without any provider account: the demo's local OpenID Connect provider signs
 * a person in, a second provider id is linked to the same person and unlinked again, a password
 * is added through the mailed link (email and password becoming a second method), and the person
 * signs out; at a desktop and at a phone width.
 */
describeInChromium("the social journey in Chromium", () => {
  const demo = useDemoInChromium();

  it.each([
    {
      width: 1280,
      height: 800,
      person: { madeUp: true, name: "Ada Lovelace", email: "ada@dev-oidc.example" },
    },
    {
      width: 390,
      height: 844,
      person: {
        madeUp: false,
        name: "Katherine Johnson",
        email: `katherine.${Date.now().toString(36)}@example.com`,
      },
    },
  ])(
    "signs in with the local provider, links a second one, unlinks it, adds a password and signs out at $width px",
    async ({ width, height, person }) => {
      const shot = createScreenshotter(`social-${width}px`);
      const context = await demo.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const heading = (text: string) => page.getByRole("heading", { level: 1, name: text });
      const linked = page.getByRole("list", { name: "Linked accounts" }).getByRole("listitem");

      /** At the provider's page: be the journey's person. */
      const bePerson = async () => {
        await heading("Who do you want to be?").waitFor();
        // The page says truthfully what it allows.
        await page
          .getByText(
            "whoever opens this page can sign in as any address, existing accounts included",
          )
          .waitFor();
        if (person.madeUp) {
          await page.getByRole("button", { name: person.name }).click();
        } else {
          await page.getByLabel("Name", { exact: true }).fill(person.name);
          await page.getByLabel("Email", { exact: true }).fill(person.email);
          await page.getByRole("button", { name: "Continue as this person" }).click();
        }
      };

      await page.goto(`${demo.baseURL}/sign-in`);
      await heading("Welcome back").waitFor();
      const continueFirst = page.getByRole("button", { name: `Continue with ${FIRST}` });
      await continueFirst.waitFor();
      await expectNothingOverflows(page);
      await shot(page, "sign-in-with-providers");

      await continueFirst.click();
      await heading("Who do you want to be?").waitFor();
      expect(new URL(page.url()).pathname).toBe("/dev-oidc/authorize");
      await shot(page, "local-provider");
      await bePerson();

      await heading("Account settings").waitFor();
      await page.getByText(person.email).first().waitFor();
      await expect.poll(() => linked.count()).toBe(1);
      expect(await linked.first().textContent()).toContain(FIRST);
      await page.getByText("This is your only way to sign in").waitFor();
      await expectNothingOverflows(page);
      await shot(page, "signed-in-one-method");

      await page.getByRole("button", { name: `Link ${SECOND}` }).click();
      await bePerson();
      await heading("Account settings").waitFor();
      await expect.poll(() => linked.count()).toBe(2);
      expect(await linked.nth(1).textContent()).toContain(SECOND);
      await shot(page, "second-method-linked");

      await page.getByRole("button", { name: `Unlink ${SECOND}` }).click();
      // Unlinking asks first, then the red "Unlink" acts.
      await page.getByText(`Unlink ${SECOND}? You will no longer sign in with it.`).waitFor();
      await shot(page, "unlink-question");
      await page.getByRole("button", { name: "Unlink", exact: true }).click();
      await expect.poll(() => linked.count()).toBe(1);
      await page.getByRole("button", { name: `Link ${SECOND}` }).waitFor();
      await shot(page, "second-method-unlinked");

      // No password yet: one is set through the mailed link, then email and password work too.
      const passwordSection = page.locator("section", { has: page.locator("#password-title") });
      await passwordSection.getByText("This account has no password yet").waitFor();
      expect(await passwordSection.getByLabel("Current password").count()).toBe(0);
      await passwordSection
        .getByRole("button", { name: "Email me a link to set a password" })
        .click();
      await passwordSection.getByText("the link to set your password is on its way").waitFor();
      await shot(page, "password-link-sent");
      const mail = await waitForMail(demo.baseURL, { to: person.email, subject: /reset/i });
      await page.goto(mail.url);
      await heading("Choose a new password").waitFor();
      await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Repeat the new password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Set new password" }).click();
      await heading("Password changed").waitFor();
      await page.goto(`${demo.baseURL}/sign-in`);
      await heading("Welcome back").waitFor();
      await page.getByLabel("Email or username", { exact: true }).fill(person.email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await heading("Account settings").waitFor();
      await expect.poll(() => linked.count()).toBe(2);
      expect(await page.getByRole("list", { name: "Linked accounts" }).textContent()).toContain(
        "Email and password",
      );
      await page.getByLabel("Current password", { exact: true }).waitFor();
      await shot(page, "password-added");

      await signOut(page);
      await shot(page, "signed-out");
      await context.close();
    },
    90_000,
  );
});

async function signOut(page: Page): Promise<void> {
  await openHeaderMenuIfFolded(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("heading", { level: 1, name: "Welcome back" }).waitFor();
}
