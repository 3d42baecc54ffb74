import type { OAuthProvider, OAuthProviderFactory, ProviderOptions } from "../oauth-provider";
import { type AppleOptions, apple } from "./apple";
import { type DiscordOptions, discord } from "./discord";
import { type DropboxOptions, dropbox } from "./dropbox";
import { type FacebookOptions, facebook } from "./facebook";
import { type GitHubOptions, github } from "./github";
import { type GitLabOptions, gitlab } from "./gitlab";
import { type GoogleOptions, google } from "./google";
import { type KickOptions, kick } from "./kick";
import { type LinkedInOptions, linkedin } from "./linkedin";
import { type MicrosoftOptions, microsoft } from "./microsoft";
import { type RedditOptions, reddit } from "./reddit";
import { type RobloxOptions, roblox } from "./roblox";
import { type SpotifyOptions, spotify } from "./spotify";
import { type TikTokOptions, tiktok } from "./tiktok";
import { type TwitchOptions, twitch } from "./twitch";
import { type TwitterOptions, twitter } from "./twitter";
import { type VkOptions, vk } from "./vk";
import { type ZoomOptions, zoom } from "./zoom";

/**
 * `socialProviders` of the options: each built-in provider's own options, by id (the spec's 18,
 * Better Auth's ids). A new provider is one file in this folder, one field here and one entry
 * in `BUILT_IN_PROVIDERS`.
 */
export interface SocialProvidersOptions {
  apple?: AppleOptions | undefined;
  discord?: DiscordOptions | undefined;
  dropbox?: DropboxOptions | undefined;
  facebook?: FacebookOptions | undefined;
  github?: GitHubOptions | undefined;
  gitlab?: GitLabOptions | undefined;
  google?: GoogleOptions | undefined;
  kick?: KickOptions | undefined;
  linkedin?: LinkedInOptions | undefined;
  microsoft?: MicrosoftOptions | undefined;
  reddit?: RedditOptions | undefined;
  roblox?: RobloxOptions | undefined;
  spotify?: SpotifyOptions | undefined;
  tiktok?: TikTokOptions | undefined;
  twitch?: TwitchOptions | undefined;
  twitter?: TwitterOptions | undefined;
  vk?: VkOptions | undefined;
  zoom?: ZoomOptions | undefined;
}

export type BuiltInProviderId = keyof SocialProvidersOptions;

function make<Options extends ProviderOptions<Profile>, Profile extends object>(
  factory: OAuthProviderFactory<Options, Profile>,
  options: Options | undefined,
): OAuthProvider | undefined {
  return options ? factory(options) : undefined;
}

/** The configured built-in providers (those with options), in declaration order. */
export function createBuiltInProviders(options: SocialProvidersOptions): OAuthProvider[] {
  return [
    make(apple, options.apple),
    make(discord, options.discord),
    make(dropbox, options.dropbox),
    make(facebook, options.facebook),
    make(github, options.github),
    make(gitlab, options.gitlab),
    make(google, options.google),
    make(kick, options.kick),
    make(linkedin, options.linkedin),
    make(microsoft, options.microsoft),
    make(reddit, options.reddit),
    make(roblox, options.roblox),
    make(spotify, options.spotify),
    make(tiktok, options.tiktok),
    make(twitch, options.twitch),
    make(twitter, options.twitter),
    make(vk, options.vk),
    make(zoom, options.zoom),
  ].filter((provider): provider is OAuthProvider => provider !== undefined);
}
