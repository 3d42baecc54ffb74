import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { heading, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, NARROW, WIDE } from "./support/screenshots";

describeInChromium("demo details a newcomer trips on, in Chromium", () => {
  // The demo as `pnpm demo` starts it: production, no payments platform keys, no stand-in.
  const demo = useDemoInChromium();

  it("Pricing without a payments platform says how to try billing, addresses wrap after the @ on a phone, and the reference gives an invitation's refusals their statuses", async () => {
    const shot = createWideAndNarrowShots("newcomer-details");
    const suffix = Date.now().toString(36);
    const account = {
      name: "Nia Newcomer",
      email: `nia.newcomer.${suffix}@example.com`,
      password: "nia's long passphrase",
    };
    const context = await demo.browser.newContext({ viewport: WIDE });
    await signUpAndVerify(context, demo.baseURL, account);
    const page = await context.newPage();
    await page.goto(demo.url("/pricing"));
    await heading(page, "Pricing").waitFor();
    await page.getByText("Billing is not configured on this demo.", { exact: false }).waitFor();
    await page.getByText("start the demo with DEV_PLATFORM=1", { exact: false }).waitFor();
    await shot(page, "pricing-without-billing");

    await page.goto(demo.url("/organization"));
    await heading(page, "Organizations").waitFor();
    await page.getByLabel("Name", { exact: true }).fill(`Details ${suffix}`);
    await expect
      .poll(() => page.getByLabel("Address", { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe(`details-${suffix}`);
    await page.getByRole("button", { name: "Create organization", exact: true }).click();
    await heading(page, `Details ${suffix}`).waitFor();
    const invitee = `nia.${suffix}@example.com`;
    await page.getByLabel("Email address", { exact: true }).fill(invitee);
    await page.getByRole("button", { name: "Send invitation", exact: true }).click();
    const pending = page.locator(`[data-invitation-email="${invitee}"] .list-title`);
    await pending.waitFor();
    await page.setViewportSize(NARROW);
    // Too long for one line beside Cancel, the address breaks at the "@": "nia.…@" on the
    // first line, "example.com" whole on the second (not "example.co" / "m").
    const lineTops = (part: "all" | "first" | "last") =>
      pending.evaluate((element, which) => {
        const range = document.createRange();
        const node =
          which === "all" ? element : which === "first" ? element.firstChild : element.lastChild;
        if (!node) return 0;
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }, part);
    expect(await lineTops("all")).toBe(2);
    expect(await lineTops("first")).toBe(1);
    expect(await lineTops("last")).toBe(1);
    await page.setViewportSize(WIDE);
    await shot(page, "pending-invitation");

    // The API reference gives the invitation's refusals their own statuses.
    await page.goto(demo.url("/reference"));
    const invite = page
      .locator("section")
      .filter({ hasText: "/api/auth/organization/invite-member" })
      .last();
    await invite.locator("summary").filter({ hasText: "Errors" }).click();
    const teamNotFound = invite.locator("tr").filter({ hasText: "TEAM_NOT_FOUND" });
    await expect.poll(() => teamNotFound.locator("td").first().textContent()).toBe("400");
    const notInvited = invite
      .locator("tr")
      .filter({ hasText: "YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE" });
    expect(await notInvited.locator("td").first().textContent()).toBe("403");
    await context.close();
  }, 240_000);
});
