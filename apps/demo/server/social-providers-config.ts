import { ConfigError } from "./config-error";

/** The social providers the product supports, with the names people know them by. */
export const SOCIAL_PROVIDERS = [
  { id: "apple", name: "Apple", env: "APPLE" },
  { id: "discord", name: "Discord", env: "DISCORD" },
  { id: "facebook", name: "Facebook", env: "FACEBOOK" },
  { id: "github", name: "GitHub", env: "GITHUB" },
  { id: "microsoft", name: "Microsoft", env: "MICROSOFT" },
  { id: "google", name: "Google", env: "GOOGLE" },
  { id: "spotify", name: "Spotify", env: "SPOTIFY" },
  { id: "twitch", name: "Twitch", env: "TWITCH" },
  { id: "twitter", name: "X (Twitter)", env: "TWITTER" },
  { id: "dropbox", name: "Dropbox", env: "DROPBOX" },
  { id: "kick", name: "Kick", env: "KICK" },
  { id: "linkedin", name: "LinkedIn", env: "LINKEDIN" },
  { id: "gitlab", name: "GitLab", env: "GITLAB" },
  { id: "tiktok", name: "TikTok", env: "TIKTOK" },
  { id: "reddit", name: "Reddit", env: "REDDIT" },
  { id: "roblox", name: "Roblox", env: "ROBLOX" },
  { id: "vk", name: "VK", env: "VK" },
  { id: "zoom", name: "Zoom", env: "ZOOM" },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]["id"];

/** One provider switched on by its environment variables. */
export interface SocialProviderSetting {
  id: SocialProviderId;
  name: string;
  clientId: string;
  clientSecret: string;
  /** MICROSOFT_TENANT_ID (default "common"). */
  tenantId?: string;
  /** GITLAB_ISSUER, for a self-hosted GitLab (default https://gitlab.com). */
  issuer?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Every provider whose <PROVIDER>_CLIENT_ID and <PROVIDER>_CLIENT_SECRET are both set, in the
 * order above. One without the other is a mistake worth stopping for, not a provider left out.
 */
export function readSocialProviders(env: Env): SocialProviderSetting[] {
  const settings: SocialProviderSetting[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const idName = `${provider.env}_CLIENT_ID`;
    const secretName = `${provider.env}_CLIENT_SECRET`;
    const clientId = env[idName]?.trim() ?? "";
    const clientSecret = env[secretName]?.trim() ?? "";
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      const [set, missing] = clientId ? [idName, secretName] : [secretName, idName];
      throw new ConfigError(
        `${set} is set but ${missing} is not. ${provider.name} sign-in needs both (from the app you registered with ${provider.name}); unset ${set} to leave ${provider.name} off.`,
      );
    }
    const setting: SocialProviderSetting = {
      id: provider.id,
      name: provider.name,
      clientId,
      clientSecret,
    };
    const tenantId = env.MICROSOFT_TENANT_ID?.trim();
    if (provider.id === "microsoft" && tenantId) setting.tenantId = tenantId;
    const issuer = provider.id === "gitlab" ? readIssuer(env.GITLAB_ISSUER) : undefined;
    if (issuer) setting.issuer = issuer;
    settings.push(setting);
  }
  return settings;
}

function readIssuer(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new ConfigError(`GITLAB_ISSUER "${raw}" is not a URL, e.g. https://gitlab.example.com`);
  }
}
