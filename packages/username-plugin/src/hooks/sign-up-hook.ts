import type { BeforeHook } from "@tollgate/auth-server";
import type { ResolvedUsernameOptions } from "../options";
import { isRecord, readUsernameFields } from "./username-fields";

/**
 * Before /sign-up/email: validates username/displayUsername and stores the username lowercased.
 * Whether it is taken is answered where every user write passes (unique-username.ts).
 */
export function signUpUsernameHook(options: ResolvedUsernameOptions): BeforeHook {
  return {
    matcher: (hook) => hook.path === "/sign-up/email",
    async handler(hook) {
      if (!isRecord(hook.body)) return;
      const fields = await readUsernameFields(hook.body, options);
      return { body: { ...hook.body, ...fields } };
    },
  };
}
