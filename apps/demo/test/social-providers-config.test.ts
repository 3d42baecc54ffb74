import { describe, expect, it } from "vitest";
import { ConfigError } from "../server/config-error";
import { readSocialProviders, SOCIAL_PROVIDERS } from "../server/social-providers-config";

describe("readSocialProviders", () => {
  it("switches on nothing without variables", () => {
    expect(readSocialProviders({})).toEqual([]);
  });

  it("switches on each provider whose client id and secret are both set, in a fixed order", () => {
    const settings = readSocialProviders({
      GOOGLE_CLIENT_ID: " google-id ",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GITHUB_CLIENT_ID: "github-id",
      GITHUB_CLIENT_SECRET: "github-secret",
    });
    expect(settings).toEqual([
      { id: "github", name: "GitHub", clientId: "github-id", clientSecret: "github-secret" },
      { id: "google", name: "Google", clientId: "google-id", clientSecret: "google-secret" },
    ]);
  });

  it("knows all 18 providers of the product by their variable names", () => {
    const env: Record<string, string> = {};
    for (const provider of SOCIAL_PROVIDERS) {
      env[`${provider.env}_CLIENT_ID`] = `${provider.id}-id`;
      env[`${provider.env}_CLIENT_SECRET`] = `${provider.id}-secret`;
    }
    const ids = readSocialProviders(env).map((setting) => setting.id);
    expect(ids).toEqual([
      "apple",
      "discord",
      "facebook",
      "github",
      "microsoft",
      "google",
      "spotify",
      "twitch",
      "twitter",
      "dropbox",
      "kick",
      "linkedin",
      "gitlab",
      "tiktok",
      "reddit",
      "roblox",
      "vk",
      "zoom",
    ]);
  });

  it("refuses a client id without its secret, and a secret without its id, naming both variables", () => {
    expect(() => readSocialProviders({ DISCORD_CLIENT_ID: "id" })).toThrow(ConfigError);
    expect(() => readSocialProviders({ DISCORD_CLIENT_ID: "id" })).toThrow(
      /DISCORD_CLIENT_ID is set but DISCORD_CLIENT_SECRET is not/,
    );
    expect(() => readSocialProviders({ ZOOM_CLIENT_SECRET: "secret" })).toThrow(
      /ZOOM_CLIENT_SECRET is set but ZOOM_CLIENT_ID is not/,
    );
  });

  it("reads Microsoft's tenant and a self-hosted GitLab's address", () => {
    const settings = readSocialProviders({
      MICROSOFT_CLIENT_ID: "m",
      MICROSOFT_CLIENT_SECRET: "m",
      MICROSOFT_TENANT_ID: "organizations",
      GITLAB_CLIENT_ID: "g",
      GITLAB_CLIENT_SECRET: "g",
      GITLAB_ISSUER: "https://gitlab.example.com/",
    });
    expect(settings.find((setting) => setting.id === "microsoft")?.tenantId).toBe("organizations");
    expect(settings.find((setting) => setting.id === "gitlab")?.issuer).toBe(
      "https://gitlab.example.com",
    );
    expect(() =>
      readSocialProviders({
        GITLAB_CLIENT_ID: "g",
        GITLAB_CLIENT_SECRET: "g",
        GITLAB_ISSUER: "gitlab",
      }),
    ).toThrow(/GITLAB_ISSUER "gitlab" is not a URL/);
  });
});
