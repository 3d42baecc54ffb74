import type { AuthOptions, DatabaseInput } from "@tollgate/auth-server";
import { type CookieCarrier, createTestAuth, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import {
  GITHUB_CLIENT,
  type GitHubUser,
  GOOGLE_CLIENT,
  type GoogleUser,
  type ProviderDoubles,
} from "../../../src/testing/social-provider-doubles";

export const APP = "https://app.example";
const AUTH_PREFIX = `${TEST_BASE_URL}/api/auth`;

/** A test auth with GitHub and Google configured (the doubles' clients) and the app trusted. */
export function socialTestAuth(options: Partial<AuthOptions> & { database?: DatabaseInput } = {}) {
  return createTestAuth({
    trustedOrigins: [APP],
    ...options,
    socialProviders: {
      github: { ...GITHUB_CLIENT, ...options.socialProviders?.github },
      google: { ...GOOGLE_CLIENT, ...options.socialProviders?.google },
    },
  });
}

export type SocialTestAuth = Awaited<ReturnType<typeof socialTestAuth>>;

/** The path under /api/auth of one of this server's URLs (the provider's redirect back). */
export function authPath(url: URL | string): string {
  const text = url.toString();
  if (!text.startsWith(AUTH_PREFIX)) throw new Error(`not an auth URL: ${text}`);
  return text.slice(AUTH_PREFIX.length);
}

/** Follows a redirect back from the provider to /callback/:id; answers the Location. */
export async function followCallback(
  t: SocialTestAuth,
  back: URL,
  cookies: CookieCarrier,
): Promise<{ location: URL; response: Response }> {
  const response = await t.request(authPath(back), { cookies });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location)
    throw new Error(`callback answered ${response.status}: ${await response.text()}`);
  return { location: new URL(location, TEST_BASE_URL), response };
}

/**
 * A whole browser sign-in: POST /sign-in/social, the visit to the provider as `user`, and the
 * callback. Answers where the browser lands, with its cookies.
 */
export async function socialSignIn(
  t: SocialTestAuth,
  doubles: ProviderDoubles,
  provider: "github" | "google",
  user: GitHubUser | GoogleUser,
  body: Record<string, unknown> = {},
  cookies: CookieCarrier = t.newBrowser(),
) {
  const start = await t.json<{ url: string; redirect: boolean }>("/sign-in/social", {
    body: { provider, callbackURL: `${APP}/dashboard`, ...body },
    cookies,
  });
  if (start.status !== 200) throw new Error(`sign-in/social: ${JSON.stringify(start.data)}`);
  const back = doubles.authorize(start.data.url, user);
  const { location, response } = await followCallback(t, back, cookies);
  return { location, response, cookies, authorizationURL: new URL(start.data.url) };
}

/** The signed-in user of `cookies`, or null. */
export async function sessionUser(t: SocialTestAuth, cookies: CookieCarrier) {
  const { data } = await t.json<{
    user: { id: string; email: string; emailVerified: boolean };
  } | null>("/get-session", { cookies });
  return data?.user ?? null;
}
