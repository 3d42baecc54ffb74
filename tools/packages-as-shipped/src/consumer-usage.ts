/**
 * What an app writes, beyond importing: server plugins in createAuth's options and a client
 * with only the plugins' client twins. It fails to type-check if the packages' shipped types
 * disagree with each other, or if the client loses a plugin's session fields
 * (user.role, user.username, session.activeOrganizationId, session.impersonatedBy).
 */
export const USAGE_PACKAGES = [
  "@tollgate/auth-server",
  "@tollgate/auth-client-react",
  "@tollgate/admin-plugin",
  "@tollgate/organization-plugin",
  "@tollgate/username-plugin",
];

export const USAGE_SOURCE = `import { admin } from "@tollgate/admin-plugin";
import { adminClient } from "@tollgate/admin-plugin/client";
import { createAuthClient } from "@tollgate/auth-client-react";
import type { createAuth } from "@tollgate/auth-server";
import { organization } from "@tollgate/organization-plugin";
import { organizationClient } from "@tollgate/organization-plugin/client";
import { username } from "@tollgate/username-plugin";
import { usernameClient } from "@tollgate/username-plugin/client";

type Plugins = NonNullable<Parameters<typeof createAuth>[0]["plugins"]>;
export const plugins = [admin(), organization(), username()] satisfies Plugins;

const client = createAuthClient({
  baseURL: "http://localhost:3000",
  plugins: [organizationClient(), adminClient(), usernameClient()],
});
type Session = NonNullable<Awaited<ReturnType<typeof client.getSession>>["data"]>;
export const fields: {
  role: Session["user"]["role"];
  username: Session["user"]["username"];
  activeOrganizationId: Session["session"]["activeOrganizationId"];
  impersonatedBy: Session["session"]["impersonatedBy"];
} = { role: "admin", username: "ada", activeOrganizationId: null, impersonatedBy: null };
`;

/**
 * A CommonJS app catching the server's errors: APIError as a value (instanceof, new) and as a
 * type, through the CommonJS declarations (which take better-call's ES-module types).
 */
export const CJS_USAGE_SOURCE = `import { APIError } from "@tollgate/auth-server";
export function isRefusal(error: unknown): error is APIError {
  return error instanceof APIError;
}
export const refusal: APIError = new APIError("FORBIDDEN", { message: "Not yours." });
export const status: APIError["status"] = refusal.status;
`;
