import { admin } from "@tollgate/admin-plugin";
import { apiKey } from "@tollgate/api-key-plugin";
import { genericOAuth } from "@tollgate/auth-server/generic-oauth";
import { openAPI } from "@tollgate/auth-server/open-api";
import { billing } from "@tollgate/billing-plugin";
import { captcha } from "@tollgate/captcha-plugin";
import { jwt } from "@tollgate/jwt-plugin";
import { magicLink } from "@tollgate/magic-link-plugin";
import { organization } from "@tollgate/organization-plugin";
import { username } from "@tollgate/username-plugin";

/** The openAPI plugin with every plugin package on, each with the options it needs to start. */
export function everyPlugin() {
  return [
    openAPI(),
    admin(),
    organization(),
    username(),
    apiKey({ enableSessionForAPIKeys: true }),
    jwt(),
    magicLink({ sendMagicLink: () => undefined }),
    captcha({ provider: "cloudflare-turnstile", secretKey: "1x0000000000000000000000000000000AA" }),
    billing({
      accessToken: "polar_oat_document",
      server: "sandbox",
      createCustomerOnSignUp: false,
      products: [{ productId: "prod_1", slug: "pro" }],
      webhooks: { secret: "whsec_document" },
    }),
    genericOAuth({
      config: [
        {
          providerId: "in-house",
          clientId: "client",
          clientSecret: "secret",
          authorizationUrl: "https://id.example.com/authorize",
          tokenUrl: "https://id.example.com/token",
        },
      ],
    }),
  ];
}
