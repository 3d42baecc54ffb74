import type { AuthPlugin } from "@tollgate/auth-server";
import { hasPermission, type Role, type Statements } from "@tollgate/auth-server/access";

/**
 * What a member may do with the billing of an organization (`customerFor: "organization"`), as
 * the `billing` resource of @tollgate/organization-plugin's access control names it: `read` the
 * order and subscription lists, `manage` — start a checkout, open the customer portal (where
 * subscriptions are changed or canceled). Owner and admin have both by default.
 */
export type BillingAction = "read" | "manage";

type Roles = Readonly<Record<string, Role<Statements, Statements>>>;

const rolesByPlugins = new WeakMap<readonly AuthPlugin[], Promise<Roles>>();

/**
 * Whether a member whose stored role is `role` (one name, or several joined by commas) may do
 * `action` with the organization's billing: the organization plugin's own rule (any role
 * suffices) over its roles — the `roles` it was given, else its default owner/admin/member.
 * Roles without a `billing` statement allow nobody (an app's own roles must grant it).
 */
export async function memberMayBill(
  plugins: readonly AuthPlugin[],
  role: string,
  action: BillingAction,
): Promise<boolean> {
  let roles = rolesByPlugins.get(plugins);
  if (!roles) {
    roles = organizationRoles(plugins);
    rolesByPlugins.set(plugins, roles);
  }
  return hasPermission({ role, permissions: { billing: [action] }, roles: await roles });
}

/** Whether any of the organization plugin's roles may manage billing (for a start-up warning). */
export async function someRoleMayManageBilling(plugins: readonly AuthPlugin[]): Promise<boolean> {
  const roles = await organizationRoles(plugins);
  return Object.keys(roles).some((name) =>
    hasPermission({ role: name, permissions: { billing: ["manage"] }, roles }),
  );
}

/**
 * The organization plugin's roles, read through its public contract: the `roles` option it was
 * created with (`plugin.options`, OrganizationOptions), else the defaults its browser-safe
 * `./access` entry exports. Loaded only in organization mode, so the plugin stays an optional
 * peer for apps whose customers are users.
 */
async function organizationRoles(plugins: readonly AuthPlugin[]): Promise<Roles> {
  const plugin = plugins.find((candidate) => candidate.id === "organization");
  const configured = isObject(plugin?.options) ? plugin.options.roles : undefined;
  if (isRoleMap(configured)) return configured;
  const { defaultRoles } = await import("@tollgate/organization-plugin/access");
  return defaultRoles;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isRoleMap(value: unknown): value is Roles {
  return (
    isObject(value) &&
    Object.values(value).every((role) => isObject(role) && typeof role.authorize === "function")
  );
}
