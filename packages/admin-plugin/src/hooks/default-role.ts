import type { ModelHooks, User } from "@tollgate/auth-server";
import type { ResolvedAdminOptions } from "../options";

/** Every new user gets `defaultRole` unless the write names a role (admin create-user). */
export function defaultRoleHooks(options: ResolvedAdminOptions): ModelHooks<User> {
  return {
    create: {
      before(user) {
        if (typeof user.role === "string" && user.role !== "") return;
        return { data: { role: options.defaultRole } };
      },
    },
  };
}
