import { describe, expect, it } from "vitest";
import { localOidcConfig, socialProvidersOption } from "../server/social-sign-in";

describe("socialProvidersOption", () => {
  it("passes each provider's id and secret, TikTok's client key as its id, Microsoft's tenant and GitLab's issuer", () => {
    expect(
      socialProvidersOption([
        { id: "github", name: "GitHub", clientId: "gh", clientSecret: "gh-secret" },
        { id: "tiktok", name: "TikTok", clientId: "tt", clientSecret: "tt-secret" },
        {
          id: "microsoft",
          name: "Microsoft",
          clientId: "ms",
          clientSecret: "s",
          tenantId: "consumers",
        },
        {
          id: "gitlab",
          name: "GitLab",
          clientId: "gl",
          clientSecret: "s",
          issuer: "https://git.example",
        },
      ]),
    ).toEqual({
      github: { clientId: "gh", clientSecret: "gh-secret" },
      tiktok: { clientId: "tt", clientSecret: "tt-secret" },
      microsoft: { clientId: "ms", clientSecret: "s", tenantId: "consumers" },
      gitlab: { clientId: "gl", clientSecret: "s", issuer: "https://git.example" },
    });
  });
});

describe("localOidcConfig", () => {
  it("signs in with the local provider through discovery, requiring verified id tokens", () => {
    const [config] = localOidcConfig([
      {
        providerId: "dev-oidc",
        name: "Local test provider",
        discoveryUrl: "http://localhost:3000/dev-oidc/.well-known/openid-configuration",
        clientId: "tollgate-demo",
        clientSecret: "secret",
      },
    ]);
    expect(config).toMatchObject({
      providerId: "dev-oidc",
      discoveryUrl: "http://localhost:3000/dev-oidc/.well-known/openid-configuration",
      requireIdTokenVerification: true,
    });
  });
});
