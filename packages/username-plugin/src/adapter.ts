import type { Adapter, Row, User } from "@tollgate/auth-server";
import type { UsernameFields } from "./schema";
import { normaliseUsername } from "./username-rules";

/** A user row as the adapter returns it: core fields, the plugin's and any others. */
export type UserRow = User & UsernameFields & Row;

/** The plugin's only data access: reads by username (compared lowercased). */
export function findUserByUsername(adapter: Adapter, username: string): Promise<UserRow | null> {
  return adapter.findOne<UserRow>({
    model: "user",
    where: [{ field: "username", value: normaliseUsername(username) }],
  });
}
