import { adminClient } from "@tollgate/admin-plugin/client";
import { apiKeyClient } from "@tollgate/api-key-plugin/client";
import { createAuthClient } from "@tollgate/auth-client-react";
import { CookieCarrier, inProcessBrowserFetch, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { captchaClient } from "@tollgate/captcha-plugin/client";
import { magicLinkClient } from "@tollgate/magic-link-plugin/client";
import { organizationClient } from "@tollgate/organization-plugin/client";
import { usernameClient } from "@tollgate/username-plugin/client";

interface InProcessServer {
  handler(request: Request): Promise<Response>;
}

/**
 * The React client with every plugin's client twin, against an in-process server; `onError`
 * sees each failed call's answer (where an app reads Retry-After).
 */
export function clientOf(
  server: InProcessServer,
  onError?: (context: { response: Response | null }) => void,
) {
  return createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [
      usernameClient(),
      adminClient(),
      organizationClient(),
      apiKeyClient(),
      magicLinkClient(),
      captchaClient(),
    ],
    fetchOptions: {
      customFetchImpl: inProcessBrowserFetch(server, new CookieCarrier()),
      ...(onError ? { onError } : {}),
    },
    sessionOptions: { crossTabSync: false },
  });
}
