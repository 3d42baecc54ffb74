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

export const defaultAc = createAccessControl(defaultStatements);

/** Everything but impersonating other admins (allowed only by `allowImpersonatingAdmins`). */
export const adminAc = defaultAc.newRole({
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
});

/** Nothing: the role every user has unless given another. */
export const userAc = defaultAc.newRole({ user: [], session: [] });

export const defaultRoles = { admin: adminAc, user: userAc };
