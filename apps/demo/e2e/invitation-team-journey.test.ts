import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { heading, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

describeInChromium("demo invitation to a team in Chromium", () => {
  const demo = useDemoInChromium();

  it("an owner invites someone into a team; accepting puts them in that team", async () => {
    const shot = createWideAndNarrowShots("invitation-team");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada Lovelace",
      email: `ada.invite-team.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    const bo = {
      name: "Bo Chen",
      email: `bo.invite-team.${suffix}@example.com`,
      password: "bo's passphrase",
    };
    const organizationName = `Invite team ${suffix}`;
    const adaContext = await demo.browser.newContext({ viewport: WIDE });
    await signUpAndVerify(adaContext, demo.baseURL, ada);
    const adaPage = await adaContext.newPage();
    await adaPage.goto(demo.url("/organization"));
    await heading(adaPage, "Organizations").waitFor();
    await adaPage.getByLabel("Name", { exact: true }).fill(organizationName);
    await expect
      .poll(() => adaPage.getByLabel("Address", { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe(`invite-team-${suffix}`);
    await adaPage.getByRole("button", { name: "Create organization", exact: true }).click();
    await heading(adaPage, organizationName).waitFor();
    // Without a team there is nothing to choose.
    expect(await adaPage.locator("#invite-team").count()).toBe(0);
    await adaPage.getByLabel("New team", { exact: true }).fill("Support");
    await adaPage.getByRole("button", { name: "Create team", exact: true }).click();
    const team = adaPage.getByLabel("Team", { exact: true });
    await team.waitFor();
    await team.selectOption({ label: "Support" });
    await adaPage.getByLabel("Email address", { exact: true }).fill(bo.email);
    await adaPage.getByRole("button", { name: "Send invitation", exact: true }).click();
    const pending = adaPage.locator(`[data-invitation-email="${bo.email}"]`);
    await pending.getByText("team Support", { exact: false }).waitFor();
    await shot(adaPage, "invited-into-team");

    const boContext = await demo.browser.newContext({ viewport: WIDE });
    await signUpAndVerify(boContext, demo.baseURL, bo);
    const boPage = await boContext.newPage();
    const mail = await waitForMail(demo.baseURL, { to: bo.email, subject: /invited you/ });
    await boPage.goto(mail.url);
    await boPage.getByRole("button", { name: "Accept and join", exact: true }).click();
    await heading(boPage, organizationName).waitFor();
    const boInSupport = boPage
      .locator('[data-team-name="Support"]')
      .locator(`[data-team-member="${bo.email}"]`);
    await boInSupport.waitFor();
    // His name sits clear of the team list's frame, not against it.
    const inset = await boInSupport.evaluate((row) => {
      const name = row.querySelector(".grow")?.getBoundingClientRect();
      const frame = row.closest(".list")?.getBoundingClientRect();
      return name && frame ? name.left - frame.left : 0;
    });
    expect(inset).toBeGreaterThanOrEqual(8);
    // The header's organization menu names the active organization in full on hover.
    expect(
      await boPage.getByLabel("Organization", { exact: true }).first().getAttribute("title"),
    ).toBe(organizationName);
    await shot(boPage, "member-in-team");
    await adaContext.close();
    await boContext.close();
  }, 240_000);
});
