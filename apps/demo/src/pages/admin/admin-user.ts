import type { authClient } from "../../auth-client";

/** A user as get-user answers it: the core fields plus role and ban. */
export type AdminViewedUser = NonNullable<
  Awaited<ReturnType<typeof authClient.admin.getUser>>["data"]
>;
