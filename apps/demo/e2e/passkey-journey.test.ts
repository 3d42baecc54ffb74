import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import type { BrowserContext, Page, Route } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { heading, signUpAndVerify } from "./support/journey-steps";
import { createWideAndNarrowShots, WIDE } from "./support/screenshots";

/**
 * A platform authenticator in the page, as a phone's or laptop's: Chromium's virtual one over
 * the DevTools protocol, holding discoverable credentials and verifying the user (fingerprint,
 * face, screen lock) on every request without anyone touching it.
 */
async function addPlatformAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Records the mediation of every navigator.credentials.get() the pages of `context` make. */
async function recordPasskeyRequests(context: BrowserContext) {
  await context.addInitScript(() => {
    const requests: string[] = [];
    Object.assign(window, { passkeyRequests: requests });
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      requests.push(options?.mediation ?? "optional");
      return get(options);
    };
  });
}

function passkeyRequests(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { passkeyRequests?: string[] }).passkeyRequests ?? [],
  );
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).waitFor();
}

async function addPasskeyNamed(page: Page, name: string) {
  const passkeys = page.getByRole("region", { name: "Passkeys", exact: true });
  await passkeys.locator("#new-passkey-name").fill(name);
  await passkeys.getByRole("button", { name: "Add a passkey", exact: true }).click();
  await passkeys.getByText(`Passkey “${name}” added. Next time, sign in with it.`).waitFor();
  return passkeys;
}

describeInChromium("demo passkeys in Chromium", () => {
  // WebAuthn takes a domain as relying party id, never an IP address: the demo is localhost.
  const demo = useDemoInChromium({}, { hostname: "localhost" });

  it("adds a named passkey, renames it, signs in with the passkey button without typing an email, and removes it after being asked", async () => {
    const shot = createWideAndNarrowShots("passkeys");
    const suffix = Date.now().toString(36);
    const ada = {
      name: "Ada Lovelace",
      email: `ada.passkeys.${suffix}@example.com`,
      password: "ada's passphrase",
    };
    const context = await demo.browser.newContext({ viewport: WIDE });
    await recordPasskeyRequests(context);
    await signUpAndVerify(context, demo.baseURL, ada);
    const page = await context.newPage();
    await addPlatformAuthenticator(context, page);
    await page.goto(demo.url("/account"));
    await heading(page, "Account settings").waitFor();

    const passkeys = page.getByRole("region", { name: "Passkeys", exact: true });
    await passkeys.getByText("No passkeys yet.").waitFor();
    await passkeys.getByRole("button", { name: "Add a passkey", exact: true }).click();
    await passkeys.getByText("Give the passkey a name, so you can tell it from others.").waitFor();
    await addPasskeyNamed(page, "Laptop");
    const laptop = passkeys.locator('[data-passkey-name="Laptop"]');
    await laptop.waitFor();
    const listed = await context.request.get(demo.url("/api/auth/passkey/list-user-passkeys"));
    const [stored] = (await listed.json()) as { deviceType: string; backedUp: boolean }[];
    const kept =
      stored?.deviceType === "multiDevice" ? "synced across devices" : "on one device only";
    const backup = stored?.backedUp ? "backed up" : "not backed up";
    await laptop.getByText(new RegExp(`^added .+ · ${kept} · ${backup}$`)).waitFor();
    await shot(page, "passkey-added");
    // The server names the passkeys the user has; this authenticator holds one, so the browser
    // refuses a second, and the page says why.
    await passkeys.locator("#new-passkey-name").fill("Laptop again");
    await passkeys.getByRole("button", { name: "Add a passkey", exact: true }).click();
    await passkeys.getByText("This device already holds a passkey for your account.").waitFor();
    expect(await passkeys.locator("[data-passkey-name]").count()).toBe(1);

    await laptop.getByRole("button", { name: "Rename", exact: true }).click();
    await laptop.getByLabel("Passkey name", { exact: true }).fill("Work laptop");
    await laptop.getByRole("button", { name: "Save name", exact: true }).click();
    const workLaptop = passkeys.locator('[data-passkey-name="Work laptop"]');
    await workLaptop.getByText("Work laptop", { exact: true }).waitFor();
    await expect
      .poll(
        async () => {
          const answer = await context.request.get(
            demo.url("/api/auth/passkey/list-user-passkeys"),
          );
          return ((await answer.json()) as { name: string }[]).map((passkey) => passkey.name);
        },
        { timeout: 30_000 },
      )
      .toEqual(["Work laptop"]);

    // On the sign-in page the email field's autofill asks for a passkey at once, and Chromium's
    // virtual authenticator would answer it as if picked: held here, as a person who has not
    // picked one yet, so that the button does the sign-in.
    let optionsHeld = true;
    const held: Route[] = [];
    await page.route("**/api/auth/passkey/generate-authenticate-options", async (route) => {
      if (optionsHeld) held.push(route);
      else await route.continue();
    });
    // Signing out opens the sign-in page.
    await signOut(page);
    await heading(page, "Welcome back").waitFor();
    const identifier = page.getByLabel("Email or username", { exact: true });
    expect(await identifier.getAttribute("autocomplete")).toBe("username webauthn");
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await shot(page, "sign-in-with-passkey");

    expect(await identifier.inputValue()).toBe("");
    optionsHeld = false;
    await page.getByRole("button", { name: "Sign in with a passkey", exact: true }).click();
    await page.waitForURL((address) => address.pathname === "/account");
    await heading(page, "Account settings").waitFor();
    // The button's request is the browser's own prompt (the autofill's waits for a pick).
    expect(await passkeyRequests(page)).toContain("optional");
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await workLaptop.getByRole("button", { name: "Remove", exact: true }).click();
    await workLaptop
      .getByText(
        "Remove the passkey Work laptop? You can no longer sign in with it; your password and other passkeys still work.",
      )
      .waitFor();
    await shot(page, "remove-passkey-question");
    await workLaptop.getByRole("button", { name: "Remove", exact: true }).click();
    await expect.poll(() => workLaptop.count(), { timeout: 30_000 }).toBe(0);
    await passkeys.getByText("No passkeys yet.").waitFor();
    await context.close();
  }, 240_000);

  it("signs a user with two-factor on in from the email field's autofill, with no second step", async () => {
    const suffix = Date.now().toString(36);
    const grace = {
      name: "Grace Hopper",
      email: `grace.passkeys.${suffix}@example.com`,
      password: "grace's passphrase",
    };
    const context = await demo.browser.newContext({ viewport: WIDE });
    await recordPasskeyRequests(context);
    await signUpAndVerify(context, demo.baseURL, grace);
    const page = await context.newPage();
    await addPlatformAuthenticator(context, page);
    await page.goto(demo.url("/account"));
    await heading(page, "Account settings").waitFor();
    await addPasskeyNamed(page, "Phone");

    // Two-factor on through the API, with the page's cookies: enable, then the first code.
    const headers = { origin: demo.baseURL };
    const enabled = await context.request.post(demo.url("/api/auth/two-factor/enable"), {
      headers,
      data: { password: grace.password },
    });
    expect(enabled.status()).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const code = generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
    const verified = await context.request.post(demo.url("/api/auth/two-factor/verify-totp"), {
      headers,
      data: { code },
    });
    expect(verified.status()).toBe(200);
    // Her password alone now leads to the second step.
    const elsewhere = await demo.browser.newContext();
    const byPassword = await elsewhere.request.post(demo.url("/api/auth/sign-in/email"), {
      headers,
      data: { email: grace.email, password: grace.password },
    });
    expect(await byPassword.json()).toMatchObject({ twoFactorRedirect: true });
    await elsewhere.close();

    // Signing out opens the sign-in page, whose email field's autofill asks for a passkey at
    // once; Chromium's virtual authenticator answers as a person picking it from the field's
    // suggestions: signed in again, no email typed, no code asked.
    const signedOut = page.waitForResponse((answer) => answer.url().endsWith("/api/auth/sign-out"));
    const byPasskey = page.waitForResponse((answer) =>
      answer.url().endsWith("/api/auth/passkey/verify-authentication"),
    );
    await page.getByRole("banner").getByRole("button", { name: "Sign out", exact: true }).click();
    expect((await signedOut).status()).toBe(200);
    const answer = await byPasskey;
    expect(answer.status()).toBe(200);
    const signedIn = (await answer.json()) as { user: { email: string }; twoFactorRedirect?: true };
    expect(signedIn.user.email).toBe(grace.email);
    expect(signedIn.twoFactorRedirect).toBeUndefined();
    await page.waitForURL((address) => address.pathname === "/account");
    await heading(page, "Account settings").waitFor();
    // Only the autofill's conditional request asked (once, or again if the page re-rendered).
    expect(new Set(await passkeyRequests(page))).toEqual(new Set(["conditional"]));
    const session = await context.request.get(demo.url("/api/auth/get-session"));
    expect(await session.json()).toMatchObject({ user: { email: grace.email } });
    await context.close();
  }, 240_000);
});
