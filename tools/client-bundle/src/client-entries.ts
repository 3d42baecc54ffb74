// Each client plugin alone with the core client, as an app that uses only it would bundle it.

export interface ClientEntry {
  /** The plugin's package, whose `./client` entry is bundled. */
  pkg: string;
  /** Its client plugin factory. */
  factory: string;
  /** Gzipped bytes as shipped (dist) when the budget was set; the budget is this plus about 3 %. */
  measuredBytes: number;
}

export const CLIENT_ENTRIES: readonly ClientEntry[] = [
  { pkg: "@tollgate/username-plugin", factory: "usernameClient", measuredBytes: 3142 },
  { pkg: "@tollgate/organization-plugin", factory: "organizationClient", measuredBytes: 3998 },
  { pkg: "@tollgate/admin-plugin", factory: "adminClient", measuredBytes: 3844 },
  { pkg: "@tollgate/magic-link-plugin", factory: "magicLinkClient", measuredBytes: 3137 },
  { pkg: "@tollgate/api-key-plugin", factory: "apiKeyClient", measuredBytes: 3129 },
  { pkg: "@tollgate/jwt-plugin", factory: "jwtClient", measuredBytes: 3124 },
  { pkg: "@tollgate/billing-plugin", factory: "billingClient", measuredBytes: 3213 },
  { pkg: "@tollgate/two-factor-plugin", factory: "twoFactorClient", measuredBytes: 3309 },
  { pkg: "@tollgate/passkey-plugin", factory: "passkeyClient", measuredBytes: 3426 },
  { pkg: "@tollgate/audit-log-plugin", factory: "auditLogClient", measuredBytes: 3167 },
];

/** The app: the core client with this plugin, and the session hook. */
export function entryApp({ pkg, factory }: ClientEntry): string {
  return `
import { createAuthClient } from "@tollgate/auth-client-react";
import { ${factory} } from "${pkg}/client";
export const client = createAuthClient({ plugins: [${factory}()] });
export function useSignedInEmail() { return client.useSession().data?.user.email; }
`;
}
