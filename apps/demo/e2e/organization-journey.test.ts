import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import {
  createOrganizationFromMenu,
  heading,
  signedUpPage,
  signInThroughForm,
  signUpAndVerify,
} from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

describeInChromium("demo organization journey in Chromium", () => {
  const demo = useDemoInChromium();

  it("Ada creates an organization and invites Bo by email; Bo accepts from the mail; a member is told what they may not do; Ada gives Bo a role and makes a team", async () => {
    const shot = createWideAndNarrowShots("organization");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada Lovelace",
      email: `ada.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    const bo = { name: "Bo Peep", email: `bo.${suffix}@example.com`, password: "bo's passphrase" };
    const organizationName = `Acme ${suffix}`;

    const boContext = await demo.browser.newContext({ viewport: WIDE });
    await signUpAndVerify(boContext, demo.baseURL, bo);

    // Ada (signed in by her verification link) creates the organization from the header's menu.
    const { context: adaContext, page: adaPage } = await signedUpPage(demo, ada, "/account");
    await createOrganizationFromMenu(
      adaPage,
      { name: organizationName, slug: `acme-${suffix}` },
      (empty) => shot(empty, "no-organization"),
    );

    // She invites Bo; the invitation waits in the pending list.
    await adaPage.getByLabel("Email address", { exact: true }).fill(bo.email);
    await adaPage.getByRole("button", { name: "Send invitation", exact: true }).click();
    await adaPage.getByText(`Invitation sent to ${bo.email}.`).waitFor();
    await adaPage.locator(`[data-invitation-email="${bo.email}"]`).waitFor();
    await shot(adaPage, "organization");

    // Bo opens the mail's link signed out, signs in from there and comes back to answer it.
    const mail = await waitForMail(demo.baseURL, { to: bo.email, subject: /invited you/ });
    expect(mail.subject).toBe(`Ada Lovelace invited you to ${organizationName}`);
    const boPage = await boContext.newPage();
    await boContext.clearCookies();
    await boPage.goto(mail.url);
    await boPage.getByRole("heading", { name: "You're invited" }).waitFor();
    await boPage.getByRole("link", { name: "Sign in", exact: true }).last().click();
    await signInThroughForm(boPage, bo.email, bo.password);
    await boPage.getByText(`invited you to join ${organizationName}`).waitFor();
    await shot(boPage, "invitation");
    await boPage.getByRole("button", { name: "Accept and join", exact: true }).click();
    await heading(boPage, organizationName).waitFor();

    // As a plain member, Bo sees only what he may do, and who can change the rest.
    await boPage.getByText("Owners and admins invite people and cancel invitations.").waitFor();
    await boPage.getByText("Only owners and admins can change these.").waitFor();
    await boPage.getByText("Owners and admins change roles and remove members.").waitFor();
    await boPage.getByText("Owners and admins create, rename and remove teams.").waitFor();
    for (const button of ["Send invitation", "Create team", "Save settings", "Remove", "Cancel"])
      expect(await boPage.getByRole("button", { name: button, exact: true }).count()).toBe(0);
    expect(await boPage.locator("#settings-name, #invite-email, #team-name").count()).toBe(0);
    expect(await boPage.getByRole("combobox", { name: /^Role of/ }).count()).toBe(0);
    await shot(boPage, "member-sees-what-he-may-do");

    // Ada sees Bo among the members, makes him an admin, and creates a team.
    await adaPage.reload();
    const boRow = adaPage.locator(`[data-member-email="${bo.email}"]`);
    await boRow.waitFor();
    await Promise.all([
      adaPage.waitForResponse((answer) =>
        answer.url().includes("/organization/update-member-role"),
      ),
      boRow.getByRole("combobox").selectOption("admin"),
    ]);
    await adaPage.getByLabel("New team", { exact: true }).fill("Design");
    await adaPage.getByRole("button", { name: "Create team", exact: true }).click();
    await adaPage.locator('[data-team-name="Design"]').waitFor();
    await adaPage.reload();
    await expect
      .poll(() => adaPage.locator(`[data-member-email="${bo.email}"] select`).inputValue(), {
        timeout: 30_000,
      })
      .toBe("admin");
    await shot(adaPage, "members-and-teams");

    // Now an admin, Bo can invite, but neither changes the owner's role nor removes her.
    await boPage.reload();
    const adaRow = boPage.locator(`[data-member-email="${ada.email}"]`);
    await adaRow.waitFor();
    expect(await adaRow.getByRole("combobox").count()).toBe(0);
    expect(await adaRow.getByRole("button", { name: "Remove", exact: true }).count()).toBe(0);
    await boPage
      .getByText(
        "Only an owner changes an owner's role, removes an owner or makes someone an owner.",
      )
      .waitFor();
    await shot(boPage, "admin-sees-owner-read-only");
    await boPage.getByLabel("Email address", { exact: true }).fill(`carol.${suffix}@example.com`);
    await boPage.getByRole("button", { name: "Send invitation", exact: true }).click();
    await boPage.getByText(`Invitation sent to carol.${suffix}@example.com.`).waitFor();

    // Removing a team and removing a member each ask first, the same way.
    // (An organization keeps at least one team: a second one first.)
    await adaPage.reload();
    await adaPage.getByLabel("New team", { exact: true }).fill("Research");
    await adaPage.getByRole("button", { name: "Create team", exact: true }).click();
    await adaPage.locator('[data-team-name="Research"]').waitFor();
    const design = adaPage.locator('[data-team-name="Design"]');
    await design.getByRole("button", { name: "Remove", exact: true }).click();
    await adaPage
      .getByText("Remove the team Design? Its people stay in the organization.")
      .waitFor();
    await adaPage.getByRole("button", { name: "Keep it", exact: true }).click();
    await design.getByRole("button", { name: "Remove", exact: true }).click();
    await design.getByRole("button", { name: "Remove", exact: true }).click();
    await expect.poll(() => design.count(), { timeout: 30_000 }).toBe(0);
    const boMember = adaPage.locator(`[data-member-email="${bo.email}"]`);
    await boMember.getByRole("button", { name: "Remove", exact: true }).click();
    await adaPage.getByText("Remove Bo Peep from the organization?").waitFor();
    await shot(adaPage, "remove-member-question");
    await boMember.getByRole("button", { name: "Remove", exact: true }).click();
    await expect.poll(() => boMember.count(), { timeout: 30_000 }).toBe(0);

    await adaContext.close();
    await boContext.close();
  }, 240_000);
});
