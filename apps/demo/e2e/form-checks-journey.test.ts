import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { heading, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

/** The words under a field: its error, tied to the input by aria-describedby. */
async function errorUnder(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  const id = await input.getAttribute("id");
  return (await page.locator(`#${id}-error`).textContent()) ?? "";
}

/**
 * Clicking sends nothing to the server: the form checked its fields first. Reads the page
 * refreshes on its own (GET) are not the form's doing; only a write would be.
 */
async function submitWithoutRequest(page: Page, button: string): Promise<void> {
  const sent: string[] = [];
  const record = (request: { url(): string; method(): string }) => {
    if (request.url().includes("/api/auth/") && request.method() !== "GET")
      sent.push(request.url());
  };
  page.on("request", record);
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.waitForTimeout(300);
  page.off("request", record);
  expect(sent).toEqual([]);
}

describeInChromium("every form checks its fields before sending", () => {
  const demo = useDemoInChromium();

  it("regression: sign-up, organization, invitation, team and API key forms say what is wrong under the field, in the reader's words, never 'Invalid body parameters.'", async () => {
    const shot = createWideAndNarrowShots("form-checks");
    const suffix = Date.now().toString(36);
    const context = await demo.browser.newContext({ viewport: WIDE });
    const page = await context.newPage();

    // A 300-character name at sign-up: the limit, under the Name field, before any request.
    await page.goto(demo.url("/sign-up"));
    await page.getByLabel("Name", { exact: true }).fill("N".repeat(300));
    await page.getByLabel("Email", { exact: true }).fill(`long.${suffix}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("a fine passphrase");
    await submitWithoutRequest(page, "Create account");
    expect(await errorUnder(page, "Name")).toBe("Use at most 256 characters.");
    await shot(page, "sign-up-long-name");

    const ada = { name: "Ada", email: `ada.${suffix}@example.com`, password: "ada's passphrase" };
    await signUpAndVerify(context, demo.baseURL, ada);

    // An organization with a 500-character name and an address with capitals.
    await page.goto(demo.url("/organization"));
    await heading(page, "Organizations").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("O".repeat(500));
    await page.getByLabel("Address", { exact: true }).fill("Not An Address");
    await submitWithoutRequest(page, "Create organization");
    expect(await errorUnder(page, "Name")).toBe("Use at most 100 characters.");
    expect(await errorUnder(page, "Address")).toBe(
      "Use lowercase letters, digits and dashes, like acme-inc.",
    );
    await shot(page, "organization-too-long");
    await page.getByLabel("Name", { exact: true }).fill(`Acme ${suffix}`);
    await page.getByLabel("Address", { exact: true }).fill(`acme-${suffix}`);
    await page.getByRole("button", { name: "Create organization", exact: true }).click();
    await heading(page, `Acme ${suffix}`).waitFor();

    // Inviting with no address, then a malformed one.
    await submitWithoutRequest(page, "Send invitation");
    expect(await errorUnder(page, "Email address")).toBe("Enter your email address.");
    await page.getByLabel("Email address", { exact: true }).fill("bo@");
    await submitWithoutRequest(page, "Send invitation");
    expect(await errorUnder(page, "Email address")).toBe(
      "Enter a valid email address, like name@example.com.",
    );

    // A team with no name, then a 400-character one.
    await submitWithoutRequest(page, "Create team");
    expect(await errorUnder(page, "New team")).toBe("Enter the team's name.");
    await page.getByLabel("New team", { exact: true }).fill("T".repeat(400));
    await submitWithoutRequest(page, "Create team");
    expect(await errorUnder(page, "New team")).toBe("Use at most 64 characters.");
    await shot(page, "invitation-and-team");
    expect(await page.getByText("Invalid body parameters").count()).toBe(0);

    // A 500-character API key name on the account page.
    await page.goto(demo.url("/account"));
    await page.getByLabel("Key name", { exact: true }).fill("K".repeat(500));
    await submitWithoutRequest(page, "Create key");
    expect(await errorUnder(page, "Key name")).toBe("Use at most 32 characters.");
    await page.getByLabel("Key name", { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "api-key-long-name");

    // The same checks in the reader's language (German), the limit's plural included.
    await page.goto(demo.url("/organization?lang=de"));
    await page.getByRole("button", { name: "Team erstellen", exact: true }).waitFor();
    await page.getByLabel("Neues Team", { exact: true }).fill("T".repeat(65));
    await submitWithoutRequest(page, "Team erstellen");
    expect(await errorUnder(page, "Neues Team")).toBe("Höchstens 64 Zeichen.");
    await shot(page, "team-too-long-de");
    await context.close();
  }, 240_000);
});
