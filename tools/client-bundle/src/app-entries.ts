// The same small app written for each library. An app written for Better Auth works unchanged
// against Tollgate, so only the imports differ: what the two bundles hold is what each library
// makes a browser download for the same features.

export interface AppPair {
  /** What the app does, for the report. */
  name: string;
  tollgate: string;
  betterAuth: string;
}

const SESSION_ONLY = `
export const client = createAuthClient({ plugins: [usernameClient()] });
export function useSignedInEmail() { return client.useSession().data?.user.email; }
export const signIn = (username, password) => client.signIn.username({ username, password });
`;

/**
 * The plugins most apps turn on (accounts by username, organizations, administration), the app
 * reading only the session: what these plugins cost before an app uses any of their methods.
 */
const ACCOUNTS_ORGANIZATIONS_ADMIN = `
export const client = createAuthClient({
  plugins: [usernameClient(), organizationClient(), adminClient()],
});
export function useSignedInEmail() { return client.useSession().data?.user.email; }
`;

/**
 * Second factors: an authenticator app's code after a sign-in, and passkeys (add one, sign in
 * with one, list them).
 */
const SECOND_FACTORS = `
export const client = createAuthClient({ plugins: [twoFactorClient(), passkeyClient()] });
export function useSignedInEmail() { return client.useSession().data?.user.email; }
export const signIn = (email, password) => client.signIn.email({ email, password });
export const verifyCode = (code) => client.twoFactor.verifyTotp({ code, trustDevice: true });
export const enableTwoFactor = (password) => client.twoFactor.enable({ password });
export const addPasskey = (name) => client.passkey.addPasskey({ name });
export const passkeySignIn = () => client.signIn.passkey({ autoFill: true });
export const listPasskeys = () => client.passkey.listUserPasskeys();
`;

/**
 * Every client plugin both libraries have, each one used. Ours also carries the audit trail's
 * client (better-auth has none), and reads a page of it.
 */
const everyPlugin = (extraPlugins: string, extraUses: string) => `
export const client = createAuthClient({
  plugins: [
    usernameClient(),
    organizationClient(),
    adminClient(),
    magicLinkClient(),
    apiKeyClient(),
    jwtClient(),
    twoFactorClient(),
    passkeyClient(),${extraPlugins}
  ],
});
export function useSignedInEmail() { return client.useSession().data?.user.email; }
export function useActiveName() { return client.useActiveOrganization().data?.name; }
export const signIn = (username, password) => client.signIn.username({ username, password });
export const mailLink = (email) => client.signIn.magicLink({ email });
export const listUsers = () => client.admin.listUsers({ query: { limit: 10 } });
export const createKey = (name) => client.apiKey.create({ name });
export const token = () => client.token();
export const mayBan = (role) =>
  client.admin.checkRolePermission({ role, permissions: { user: ["ban"] } });
export const mayInvite = (role) =>
  client.organization.checkRolePermission({ role, permissions: { invitation: ["create"] } });
export const verifyCode = (code) => client.twoFactor.verifyTotp({ code });
export const addPasskey = (name) => client.passkey.addPasskey({ name });
export const passkeySignIn = () => client.signIn.passkey({ autoFill: true });
${extraUses}`;

export const APP_PAIRS: readonly AppPair[] = [
  {
    name: "createAuthClient + useSession + usernameClient",
    tollgate: `
import { createAuthClient } from "@tollgate/auth-client-react";
import { usernameClient } from "@tollgate/username-plugin/client";
${SESSION_ONLY}`,
    betterAuth: `
import { createAuthClient } from "better-auth/react";
import { usernameClient } from "better-auth/client/plugins";
${SESSION_ONLY}`,
  },
  {
    name: "username, organization and admin clients",
    tollgate: `
import { createAuthClient } from "@tollgate/auth-client-react";
import { usernameClient } from "@tollgate/username-plugin/client";
import { organizationClient } from "@tollgate/organization-plugin/client";
import { adminClient } from "@tollgate/admin-plugin/client";
${ACCOUNTS_ORGANIZATIONS_ADMIN}`,
    betterAuth: `
import { createAuthClient } from "better-auth/react";
import { usernameClient, organizationClient, adminClient } from "better-auth/client/plugins";
${ACCOUNTS_ORGANIZATIONS_ADMIN}`,
  },
  {
    name: "two-factor and passkey clients",
    tollgate: `
import { createAuthClient } from "@tollgate/auth-client-react";
import { twoFactorClient } from "@tollgate/two-factor-plugin/client";
import { passkeyClient } from "@tollgate/passkey-plugin/client";
${SECOND_FACTORS}`,
    betterAuth: `
import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";
import { passkeyClient } from "@better-auth/passkey/client";
${SECOND_FACTORS}`,
  },
  {
    name: "every client plugin: username, organization, admin, magic link, API keys, JWT, two-factor, passkey (ours also the audit trail)",
    tollgate: `
import { createAuthClient } from "@tollgate/auth-client-react";
import { usernameClient } from "@tollgate/username-plugin/client";
import { organizationClient } from "@tollgate/organization-plugin/client";
import { adminClient } from "@tollgate/admin-plugin/client";
import { magicLinkClient } from "@tollgate/magic-link-plugin/client";
import { apiKeyClient } from "@tollgate/api-key-plugin/client";
import { jwtClient } from "@tollgate/jwt-plugin/client";
import { twoFactorClient } from "@tollgate/two-factor-plugin/client";
import { passkeyClient } from "@tollgate/passkey-plugin/client";
import { auditLogClient } from "@tollgate/audit-log-plugin/client";
${everyPlugin(
  `
    auditLogClient(),`,
  "export const recentActivity = () => client.audit.listEvents({ query: { limit: 20 } });\n",
)}`,
    betterAuth: `
import { createAuthClient } from "better-auth/react";
import {
  usernameClient,
  organizationClient,
  adminClient,
  magicLinkClient,
  jwtClient,
  twoFactorClient,
} from "better-auth/client/plugins";
import { apiKeyClient } from "@better-auth/api-key/client";
import { passkeyClient } from "@better-auth/passkey/client";
${everyPlugin("", "")}`,
  },
];
