import { Discord } from "arctic";
import { isRecord } from "../../utils/is-record";
import { fetchProfile } from "../fetch-profile";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { fromArcticTokens } from "../token-response";

/** GET https://discord.com/api/users/@me (the fields we read). */
export interface DiscordProfile {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
  avatar?: string | null;
  [field: string]: unknown;
}

export type DiscordOptions = ProviderOptions<DiscordProfile>;

const isProfile = (value: unknown): value is DiscordProfile =>
  isRecord(value) && typeof value.id === "string" && typeof value.username === "string";

/** Discord: PKCE, refresh; the email (scope `email`) with Discord's own `verified` flag. */
export const discord: OAuthProviderFactory<DiscordOptions, DiscordProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Discord(options.clientId, options.clientSecret ?? null, redirectURI);
  const provider: OAuthProvider<DiscordProfile> = {
    id: "discord",
    name: "Discord",
    supports: {
      pkce: true,
      idToken: false,
      refresh: true,
      email: "always",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["identify", "email"],
    createAuthorizationURL({ state, codeVerifier, scopes, redirectURI }) {
      const url = client(redirectURI).createAuthorizationURL(state, codeVerifier, scopes);
      url.searchParams.set("prompt", options.prompt ?? "none");
      return url;
    },
    async validateAuthorizationCode({ code, codeVerifier, redirectURI }) {
      return fromArcticTokens(
        await client(redirectURI).validateAuthorizationCode(code, codeVerifier),
      );
    },
    async getUserInfo(tokens) {
      const profile = await fetchProfile("https://discord.com/api/users/@me", tokens.accessToken);
      if (!isProfile(profile)) return null;
      const avatar = textOf(profile.avatar);
      return {
        user: {
          id: profile.id,
          email: textOf(profile.email) ?? null,
          emailVerified: profile.verified === true,
          name: firstText(profile.global_name, profile.username),
          image: avatar ? `https://cdn.discordapp.com/avatars/${profile.id}/${avatar}.png` : null,
        },
        data: profile,
      };
    },
    async refreshAccessToken(refreshToken) {
      return fromArcticTokens(await client("").refreshAccessToken(refreshToken));
    },
  };
  return provider;
};
