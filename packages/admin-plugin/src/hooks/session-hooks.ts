import type { ModelHooks, Session } from "@tollgate/auth-server";
import type { ResolvedAdminOptions } from "../options";
import { banCheckHooks } from "./ban-check";
import { impersonationSessionHooks } from "./impersonation-session";

/** Before a session is created: the ban check first, then the impersonation mark. */
export function adminSessionHooks(options: ResolvedAdminOptions): ModelHooks<Session> {
  const banCheck = banCheckHooks(options).create?.before;
  const impersonation = impersonationSessionHooks(options).create?.before;
  return {
    create: {
      async before(session, ctx, write) {
        await banCheck?.(session, ctx, write);
        return impersonation?.(session, ctx, write);
      },
    },
  };
}
