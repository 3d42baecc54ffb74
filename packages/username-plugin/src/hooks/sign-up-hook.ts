import type { BeforeHook } from "@tollgate/auth-server";
import { findUserByUsername } from "../adapter";
import type { ResolvedUsernameOptions } from "../options";
import { usernameError } from "../username-error";
import { isRecord, readUsernameFields } from "./username-fields";

/**
 * Before /sign-up/email: validates username/displayUsername, stores the username lowercased and
 * answers 'username is already taken' early. A sign-up that slips past this check in a race is
 * stopped by the unique index (see unique-username-guard.ts).
 */
export function signUpUsernameHook(options: ResolvedUsernameOptions): BeforeHook {
  return {
    matcher: (hook) => hook.path === "/sign-up/email",
    async handler(hook) {
      if (!isRecord(hook.body)) return;
      const fields = await readUsernameFields(hook.body, options);
      if (typeof fields.username === "string") {
        if (await findUserByUsername(hook.context.adapter, fields.username))
          throw usernameError("UNPROCESSABLE_ENTITY", "USERNAME_IS_ALREADY_TAKEN", "username");
      }
      return { body: { ...hook.body, ...fields } };
    },
  };
}
