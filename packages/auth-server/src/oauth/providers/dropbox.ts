import { Dropbox } from "arctic";
import { isRecord } from "../../utils/is-record";
import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { firstText, textOf } from "../profile-values";
import { postForProfile } from "../token-request";
import { fromArcticTokens } from "../token-response";

/** POST https://api.dropboxapi.com/2/users/get_current_account (the fields we read). */
export interface DropboxProfile {
  account_id: string;
  name?: { display_name?: string };
  email?: string;
  email_verified?: boolean;
  profile_photo_url?: string;
  [field: string]: unknown;
}

export interface DropboxOptions extends ProviderOptions<DropboxProfile> {
  /** `token_access_type=offline` asks Dropbox for a refresh token. */
  accessType?: "offline" | "online" | "legacy" | undefined;
}

const isProfile = (value: unknown): value is DropboxProfile =>
  isRecord(value) && typeof value.account_id === "string";

/** Dropbox: no PKCE through arctic, refresh with offline access; email verification as reported. */
export const dropbox: OAuthProviderFactory<DropboxOptions, DropboxProfile> = (options) => {
  const client = (redirectURI: string) =>
    new Dropbox(options.clientId, options.clientSecret ?? "", redirectURI);
  const provider: OAuthProvider<DropboxProfile> = {
    id: "dropbox",
    name: "Dropbox",
    supports: {
      pkce: false,
      idToken: false,
      refresh: true,
      email: "always",
      emailVerified: "reported",
    },
    options,
    defaultScopes: ["account_info.read"],
    createAuthorizationURL({ state, scopes, redirectURI }) {
      const url = client(redirectURI).createAuthorizationURL(state, scopes);
      if (options.accessType) url.searchParams.set("token_access_type", options.accessType);
      return url;
    },
    async validateAuthorizationCode({ code, redirectURI }) {
      return fromArcticTokens(await client(redirectURI).validateAuthorizationCode(code));
    },
    async getUserInfo(tokens) {
      if (!tokens.accessToken) return null;
      const profile = await postForProfile(
        "https://api.dropboxapi.com/2/users/get_current_account",
        { bearer: tokens.accessToken },
      );
      if (!isProfile(profile)) return null;
      return {
        user: {
          id: profile.account_id,
          email: textOf(profile.email) ?? null,
          emailVerified: profile.email_verified === true,
          name: firstText(profile.name?.display_name),
          image: textOf(profile.profile_photo_url) ?? null,
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
