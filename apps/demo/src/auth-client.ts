import { adminClient } from "@tollgate/admin-plugin/client";
import { apiKeyClient } from "@tollgate/api-key-plugin/client";
import { auditLogClient } from "@tollgate/audit-log-plugin/client";
import { type AuthClientOptions, createAuthClient } from "@tollgate/auth-client-react";
import { billingClient } from "@tollgate/billing-plugin/client";
import { magicLinkClient } from "@tollgate/magic-link-plugin/client";
import { organizationClient } from "@tollgate/organization-plugin/client";
import { passkeyClient } from "@tollgate/passkey-plugin/client";
import { twoFactorClient } from "@tollgate/two-factor-plugin/client";
import { usernameClient } from "@tollgate/username-plugin/client";
import type { DemoAuth } from "../server/auth";
import { takeCaptchaToken } from "./captcha/captcha-token";
import { currentLanguage } from "./i18n/language-store";
import { navigate } from "./router/router";
import { secondStepPath } from "./router/second-step";

/**
 * The one client of the demo: every auth endpoint as a method, plus the live session. Typed
 * from the server (a type-only import: no server code reaches the browser), so the session's
 * user carries the username plugin's fields, and the plugins' stores and actions are typed.
 */
const clientOptions = {
  baseURL: window.location.origin,
  fetchOptions: {
    // A solved captcha goes with the next request that changes something (the server checks it
    // on sign-up, sign-in, the reset mail and the magic link when CAPTCHA_PROVIDER is set).
    onRequest: ({ init }) => {
      // The language chosen in the demo, not only the browser's: the server writes mails in it.
      init.headers.set("accept-language", currentLanguage());
      if (init.method === "GET") return;
      const token = takeCaptchaToken();
      if (token) init.headers.set("x-captcha-response", token);
    },
  },
  plugins: [
    usernameClient(),
    organizationClient(),
    adminClient(),
    magicLinkClient(),
    apiKeyClient(),
    billingClient(),
    // A sign-in (password, username, …) that needs the second factor goes to its page, with
    // the page the sign-in was headed for and the user's methods.
    twoFactorClient({
      onTwoFactorRedirect: ({ twoFactorMethods }) =>
        navigate(
          secondStepPath(new URLSearchParams(window.location.search), twoFactorMethods ?? []),
        ),
    }),
    passkeyClient(),
    auditLogClient(),
  ],
} satisfies AuthClientOptions;

// Both type arguments: the server's endpoints, and the client plugins' stores and actions
// (useActiveOrganization, organization.checkRolePermission, …).
export const authClient = createAuthClient<DemoAuth, typeof clientOptions>(clientOptions);

export type SessionData = NonNullable<ReturnType<typeof authClient.useSession>["data"]>;
