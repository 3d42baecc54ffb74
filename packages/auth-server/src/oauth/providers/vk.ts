import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { isRecord } from "../../utils/is-record";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { postForProfile, requestTokens } from "../token-request";

/** POST https://id.vk.com/oauth2/user_info → { user } (the fields we read). */
export interface VkProfile {
  user_id: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  avatar?: string;
  [field: string]: unknown;
}

export type VkOptions = ProviderOptions<VkProfile>;

const VK_ID = "https://id.vk.com";
const isProfile = (value: unknown): value is VkProfile =>
  isRecord(value) && (typeof value.user_id === "string" || typeof value.user_id === "number");

/**
 * VK ID: PKCE (S256); the callback brings a `device_id` the code exchange must send back. VK does
 * not say whether the email was confirmed. Refreshing needs that device id, which later calls do
 * not have, so refresh is not offered.
 */
export const vk: OAuthProviderFactory<VkOptions, VkProfile> = (options) => {
  const provider: OAuthProvider<VkProfile> = {
    id: "vk",
    name: "VK",
    supports: {
      pkce: true,
      idToken: false,
      refresh: false,
      email: "sometimes",
      emailVerified: "never",
    },
    options,
    defaultScopes: ["email"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      return new OAuth2Client(options.clientId, null, redirectURI).createAuthorizationURLWithPKCE(
        `${VK_ID}/authorize`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
    },
    validateAuthorizationCode({ code, codeVerifier, redirectURI, deviceId }) {
      return requestTokens(`${VK_ID}/oauth2/auth`, {
        grant_type: "authorization_code",
        code,
        code_verifier: codeVerifier,
        client_id: options.clientId,
        client_secret: options.clientSecret,
        device_id: deviceId,
        redirect_uri: redirectURI,
        state: crypto.randomUUID(),
      });
    },
    async getUserInfo(tokens) {
      if (!tokens.accessToken) return null;
      const answer = await postForProfile(`${VK_ID}/oauth2/user_info`, {
        form: { client_id: options.clientId, access_token: tokens.accessToken },
      });
      const profile = isRecord(answer) ? answer.user : null;
      if (!isProfile(profile)) return null;
      return {
        user: {
          id: String(profile.user_id),
          email: textOf(profile.email) ?? null,
          emailVerified: false,
          name: firstText([profile.first_name, profile.last_name].filter(Boolean).join(" ")),
          image: textOf(profile.avatar) ?? null,
        },
        data: profile,
      };
    },
  };
  return provider;
};
