import { createAccessControl } from "@tollgate/auth-server/access";

/**
 * What organization roles can be allowed to do (spec §6). Apps that add their own resources
 * spread these into their own `createAccessControl` so the plugin's checks keep working.
 *
 * `billing` is what @tollgate/billing-plugin asks (with `customerFor: "organization"`):
 * `read` its order and subscription lists, `manage` — start a checkout and open the customer
 * portal, where subscriptions are changed or canceled. The customer state (what the
 * organization is entitled to) stays open to every member.
 */
export const defaultStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  billing: ["read", "manage"],
} as const;

export const defaultAccessControl = /* @__PURE__ */ createAccessControl(defaultStatements);
