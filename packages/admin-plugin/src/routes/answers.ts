import { modelReference } from "@tollgate/auth-server";
import { z } from "zod";

/** `{ user }`: the user an admin action changed or made (set-role, create, ban, unban). */
export const changedUserAnswer = z.object({ user: modelReference("user") });

/** `{ session, user }`: the session the browser now carries and its user (impersonation). */
export const sessionAndUserAnswer = z.object({
  session: modelReference("session"),
  user: modelReference("user"),
});

/** `{ success: true }`: Better Auth's confirmation of the admin removals and revocations. */
export const successAnswer = z.object({ success: z.literal(true) });
