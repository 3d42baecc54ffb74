import { z } from "zod";
import { modelReference } from "../../open-api/model-reference";

/**
 * Where to send the browser to sign in with (or link) a provider; `redirect` is false when the
 * caller asked for `disableRedirect`.
 */
export const authorizationAnswer = z.strictObject({ url: z.string(), redirect: z.boolean() });

/** POST /sign-in/social with an `idToken`: signed in right here, no redirect. */
const idTokenSignInAnswer = z.strictObject({
  redirect: z.literal(false),
  token: z.string(),
  user: modelReference("user"),
});

/** POST /sign-in/social: the provider's authorization URL, or (with an idToken) the session. */
export const signInSocialAnswer = z.union([authorizationAnswer, idTokenSignInAnswer]);

/** POST /get-access-token: a valid access token of the provider account. */
export const accessTokenAnswer = z.strictObject({
  accessToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime().optional(),
  scopes: z.array(z.string()),
  idToken: z.string().optional(),
});

/** POST /refresh-token: the provider's new tokens, as stored; absent fields were not given. */
export const refreshTokenAnswer = z.strictObject({
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  accessTokenExpiresAt: z.iso.datetime().optional(),
  refreshTokenExpiresAt: z.iso.datetime().optional(),
  scope: z.string().optional(),
  idToken: z.string().optional(),
  providerId: z.string(),
  accountId: z.string(),
});
