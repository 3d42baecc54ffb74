import { type CookieCarrier, createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBuiltInProviders } from "../../../src/oauth/providers";
import { idTokenFor, PROVIDER_CASES, type ProviderCase } from "./provider-cases";

const APP = "https://app.example";
const AUTH = `${TEST_BASE_URL}/api/auth`;
const network = setupServer();
const tokenRequests: URLSearchParams[] = [];

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  network.resetHandlers();
  tokenRequests.length = 0;
});
afterAll(() => network.close());

/** The provider's token endpoint: the code `code-<id>` for `access-<id>`, refresh for `-2`. */
function tokenEndpoint(entry: ProviderCase) {
  return http.post(entry.tokenURL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    tokenRequests.push(form);
    const grant = form.get("grant_type");
    if (grant === "refresh_token" && form.get("refresh_token") === `refresh-${entry.id}`)
      return HttpResponse.json({
        access_token: `access-${entry.id}-2`,
        token_type: "bearer",
        expires_in: 3600,
      });
    if (grant !== "authorization_code" || form.get("code") !== `code-${entry.id}`)
      return HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
    const clientId = String(entry.options.clientId);
    return HttpResponse.json({
      access_token: `access-${entry.id}`,
      token_type: "bearer",
      expires_in: 3600,
      refresh_token: `refresh-${entry.id}`,
      scope: "granted",
      ...(entry.idTokenClaims ? { id_token: await idTokenFor(entry.idTokenClaims, clientId) } : {}),
    });
  });
}

async function serverFor(entry: ProviderCase) {
  network.use(tokenEndpoint(entry), ...entry.profile);
  return createTestAuth({ trustedOrigins: [APP], socialProviders: { [entry.id]: entry.options } });
}

type Server = Awaited<ReturnType<typeof serverFor>>;

/** The provider sends the browser back: GET with the code (Apple: a form POST, no cookies). */
async function comeBack(t: Server, entry: ProviderCase, state: string, cookies: CookieCarrier) {
  const fields: Record<string, string> = { code: `code-${entry.id}`, state };
  if (entry.deviceId) fields.device_id = entry.deviceId;
  if (!entry.formPost) return t.request(`/callback/${entry.id}`, { query: fields, cookies });
  const posted = await t.auth.handler(
    new Request(`${AUTH}/callback/${entry.id}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://appleid.apple.com",
      },
      body: new URLSearchParams({ ...fields, ...entry.formPost }),
    }),
  );
  cookies.take(posted);
  const next = posted.headers.get("location");
  // A POST callback answers by sending the browser on with a GET (its cookies travel then).
  if (posted.status === 302 && next?.startsWith(`${AUTH}/callback/`))
    return t.request(next.slice(AUTH.length), { cookies });
  return posted;
}

describe.each(PROVIDER_CASES)("sign-in with $id", (entry) => {
  const provider = createBuiltInProviders({ [entry.id]: entry.options })[0];

  it("goes to the provider with state and redirect URI (PKCE where supported), signs in, links the account", async () => {
    if (!provider) throw new Error(`${entry.id} is not a built-in provider`);
    const t = await serverFor(entry);
    const browser = t.newBrowser();
    const start = await t.json<{ url: string; redirect: boolean }>("/sign-in/social", {
      body: { provider: entry.id, callbackURL: `${APP}/dashboard` },
      cookies: browser,
    });
    expect(start.status).toBe(200);
    expect(start.data.redirect).toBe(true);
    const authorization = new URL(start.data.url);
    const state = authorization.searchParams.get("state") ?? "";
    expect(state).toHaveLength(32);
    expect(authorization.searchParams.get("redirect_uri")).toBe(`${AUTH}/callback/${entry.id}`);
    expect(authorization.searchParams.has("code_challenge")).toBe(provider.supports.pkce);

    const back = await comeBack(t, entry, state, browser);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`${APP}/dashboard`);
    if (provider.supports.pkce) expect(tokenRequests[0]?.get("code_verifier")).toHaveLength(128);
    if (entry.deviceId) expect(tokenRequests[0]?.get("device_id")).toBe(entry.deviceId);

    const session = await t.json<{ user: Record<string, unknown> } | null>("/get-session", {
      cookies: browser,
    });
    const { expected } = entry;
    expect(session.data?.user).toMatchObject({
      email: expected.email,
      emailVerified: expected.emailVerified,
      name: expected.name,
      image: expected.image,
    });
    const accounts = await t.json<{ provider: string; accountId: string }[]>("/list-accounts", {
      cookies: browser,
    });
    expect(accounts.data).toEqual([
      expect.objectContaining({ provider: entry.id, accountId: expected.accountId }),
    ]);
  });

  it.runIf(provider?.supports.refresh)("refreshes the provider's access token", async () => {
    const t = await serverFor(entry);
    const browser = t.newBrowser();
    const start = await t.json<{ url: string }>("/sign-in/social", {
      body: { provider: entry.id, callbackURL: `${APP}/dashboard` },
      cookies: browser,
    });
    const state = new URL(start.data.url).searchParams.get("state") ?? "";
    await comeBack(t, entry, state, browser);
    const refreshed = await t.json<{ accessToken: string }>("/refresh-token", {
      body: { providerId: entry.id },
      cookies: browser,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.data.accessToken).toBe(`access-${entry.id}-2`);
  });
});

describe("providers that share no email", () => {
  it.each(["tiktok", "reddit", "roblox"])(
    "%s without mapProfileToUser sends the browser to the error URL with email_not_found",
    async (id) => {
      const entry = PROVIDER_CASES.find((candidate) => candidate.id === id);
      if (!entry) throw new Error(id);
      const { mapProfileToUser: _mapped, ...options } = entry.options;
      const t = await serverFor({ ...entry, options });
      const browser = t.newBrowser();
      const start = await t.json<{ url: string }>("/sign-in/social", {
        body: { provider: id, callbackURL: `${APP}/dashboard`, errorCallbackURL: `${APP}/oops` },
        cookies: browser,
      });
      const state = new URL(start.data.url).searchParams.get("state") ?? "";
      const back = await comeBack(t, { ...entry, options }, state, browser);
      expect(back.headers.get("location")).toBe(`${APP}/oops?error=email_not_found`);
    },
  );
});
