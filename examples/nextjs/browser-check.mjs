// The React client and the Server Action in Chromium, against the running app:
// node browser-check.mjs http://127.0.0.1:3000
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const baseURL = process.argv[2] ?? "http://127.0.0.1:3000";
const browser = await chromium.launch({
  executablePath: process.env.TOLLGATE_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const step = (line) => console.log(`  browser: ${line}`);
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(30_000);
  const server = page.getByTestId("server-session");
  const client = page.getByTestId("client-session");
  const email = `browser-${Date.now()}@example.com`;
  const password = "correct horse battery staple";

  await page.goto(baseURL);
  await server.filter({ hasText: "Signed out" }).waitFor();
  await client.filter({ hasText: "no session" }).waitFor();

  await page.getByPlaceholder("Name").fill("Ada");
  await page.locator("form", { hasText: "Sign up (client)" }).getByPlaceholder("Email").fill(email);
  await page
    .locator("form", { hasText: "Sign up (client)" })
    .getByPlaceholder("Password")
    .fill(password);
  await page.getByRole("button", { name: "Sign up (client)" }).click();
  await client.filter({ hasText: email }).waitFor();
  await server.filter({ hasText: `Signed in as ${email}` }).waitFor();
  step("signed up with the React client; the Server Component sees the session");

  await page.getByRole("button", { name: "Sign out (client)" }).click();
  await client.filter({ hasText: "no session" }).waitFor();
  await server.filter({ hasText: "Signed out" }).waitFor();
  step("signed out with the React client");

  const action = page.locator("form", { hasText: "Sign in (Server Action)" });
  await action.getByPlaceholder("Email").fill(email);
  await action.getByPlaceholder("Password").fill(password);
  await page.getByRole("button", { name: "Sign in (Server Action)" }).click();
  await server.filter({ hasText: `Signed in as ${email}` }).waitFor();
  await page.reload();
  await server.filter({ hasText: `Signed in as ${email}` }).waitFor();
  await client.filter({ hasText: email }).waitFor();
  const cookies = await page.context().cookies();
  assert.ok(
    cookies.some((cookie) => cookie.name.endsWith(".session_token") && cookie.httpOnly),
    "the Server Action set no HttpOnly session cookie",
  );
  step("signed in with a Server Action (nextCookies); the React client sees it too");

  await page.getByRole("button", { name: "Sign out (Server Action)" }).click();
  await server.filter({ hasText: "Signed out" }).waitFor();
  await page.reload();
  await server.filter({ hasText: "Signed out" }).waitFor();
  step("signed out with a Server Action");
} finally {
  await browser.close();
}
