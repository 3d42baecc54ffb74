// The admin plugin's statements and default roles (Better Auth's, action for action), shared by
// the server and the client: browser-safe, nothing here imports server code.
import { createAccessControl } from "@tollgate/auth-server/access";

/** What administration can do, by resource. */
export const defaultStatements = {
  user: [
    "create",
    "list",
    "set-role",
    "ban",
    "impersonate",
    "impersonate-admins",
    "delete",
    "set-password",
    "set-email",
    "get",
    "update",
  ],
  session: ["list", "revoke", "delete"],
} as const;

export const defaultAc = /* @__PURE__ */ createAccessControl(defaultStatements);

/** What the default admin role may do: everything but impersonating other admins. */
export const adminStatements = {
  user: [
    "create",
    "list",
    "set-role",
    "ban",
    "impersonate",
    "delete",
    "set-password",
    "set-email",
    "get",
    "update",
  ],
  session: ["list", "revoke", "delete"],
} as const;

/** What the default user role may do: nothing. */
export const userStatements = { user: [], session: [] } as const;

/** Everything but impersonating other admins (allowed only by `allowImpersonatingAdmins`). */
export const adminAc = /* @__PURE__ */ defaultAc.newRole(adminStatements);

/** Nothing: the role every user has unless given another. */
export const userAc = /* @__PURE__ */ defaultAc.newRole(userStatements);

export const defaultRoles = { admin: adminAc, user: userAc };
