import type { ModelHooks, User } from "@tollgate/auth-server";
import type { AdminUserFields } from "../schema";
import { markBanChecked } from "./ban-checked";

/**
 * A user this request has just created, unbanned (a sign-up, a first social sign-in, an admin's
 * create-user), needs no ban read when the same request starts their first session: an after
 * hook, which holds no write in a transaction of its own (a before hook would).
 */
export function newUserUnbannedHooks(): ModelHooks<User & AdminUserFields> {
  return {
    create: {
      after(user, ctx) {
        if (ctx && user.banned !== true) markBanChecked(ctx.context, user.id);
      },
    },
  };
}
