import type { HookContext, ModelHooks, User } from "@tollgate/auth-server";
import type { AdminUserFields } from "../schema";
import { LIFTED_BAN } from "./ban-check";
import { markBanChecked, takeBanLiftOnceCreated } from "./ban-checked";

/**
 * A user row this request has just written, unbanned, needs no ban read when the same request
 * then starts that user's session: a user it created (a sign-up, a first social or magic-link
 * sign-in, an admin's create-user) or updated (verify-email marking the address verified). The
 * row is the one the write answered, as fresh as the hook's read would be. After hooks, which
 * hold no write in a transaction of their own (a before hook would).
 */
export function unbannedUserRowHooks(): ModelHooks<User & AdminUserFields> {
  // A created row without `banned` took the field's default (false); an updated row is read
  // back whole, so one without it is left to the session hook.
  const mark = (user: User & AdminUserFields, ctx: HookContext | null, whole: boolean) => {
    if (ctx && (!whole || "banned" in user) && user.banned !== true)
      markBanChecked(ctx.context, user.id);
  };
  return {
    create: {
      async after(user, ctx, write) {
        mark(user, ctx, false);
        if (ctx && takeBanLiftOnceCreated(ctx.context, user.id))
          await write.internalAdapter.updateUser(user.id, LIFTED_BAN);
      },
    },
    update: { after: (user, ctx) => mark(user, ctx, true) },
  };
}
