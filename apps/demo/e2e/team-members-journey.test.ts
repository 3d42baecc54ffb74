import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { createOrganizationFromMenu, signedUpPage } from "./support/journey-steps";
import { createWideAndNarrowShots } from "./support/screenshots";

describeInChromium("demo team members in Chromium", () => {
  const demo = useDemoInChromium();

  it("an owner adds a member of the organization to a team, sees them listed, and removes them after being asked", async () => {
    const shot = createWideAndNarrowShots("team-members");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada Lovelace",
      email: `ada.teams.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    const organizationName = `Teams ${suffix}`;
    const { context, page } = await signedUpPage(demo, ada, "/account");
    await createOrganizationFromMenu(page, { name: organizationName, slug: `teams-${suffix}` });

    await page.getByLabel("New team", { exact: true }).fill("Design");
    await page.getByRole("button", { name: "Create team", exact: true }).click();
    const design = page.locator('[data-team-name="Design"]');
    await design.getByText("No one in this team yet.").waitFor();
    await design.getByLabel("Member to add to Design", { exact: true }).selectOption({
      label: ada.name,
    });
    await design.getByRole("button", { name: "Add to team", exact: true }).click();
    const adaInDesign = design.locator(`[data-team-member="${ada.email}"]`);
    await adaInDesign.waitFor();
    // Everyone of the organization is in the team: nothing is left to add.
    await expect.poll(() => design.getByLabel("Member to add to Design").count()).toBe(0);
    await shot(page, "team-with-member");

    await adaInDesign.getByRole("button", { name: "Remove", exact: true }).click();
    await page
      .getByText("Remove Ada Lovelace from the team Design? They stay in the organization.")
      .waitFor();
    await shot(page, "remove-team-member-question");
    await adaInDesign.getByRole("button", { name: "Remove", exact: true }).click();
    await expect.poll(() => adaInDesign.count(), { timeout: 30_000 }).toBe(0);
    await design.getByText("No one in this team yet.").waitFor();
    await context.close();
  }, 240_000);
});
