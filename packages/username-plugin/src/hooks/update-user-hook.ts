import type { BeforeHook } from "@tollgate/auth-server";
import type { ResolvedUsernameOptions } from "../options";
import { isRecord, readUsernameFields } from "./username-fields";

/**
 * Before /update-user: validates username/displayUsername and stores the username lowercased.
 * Whether another user holds it is answered by the user.update database hook, which knows the
 * user updated (unique-username.ts), so the caller may keep their own username in another case.
 */
export function updateUserUsernameHook(options: ResolvedUsernameOptions): BeforeHook {
  return {
    matcher: (hook) => hook.path === "/update-user",
    async handler(hook) {
      if (!isRecord(hook.body)) return;
      const fields = await readUsernameFields(hook.body, options);
      return { body: { ...hook.body, ...fields } };
    },
  };
}
