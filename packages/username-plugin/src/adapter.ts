import type { Adapter, Row, User, Where } from "@tollgate/auth-server";
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

/**
 * Whether a user other than the ones `targets` selects holds the username: the holder is fine
 * only when the write targets exactly that user (setting one username on two users never is).
 */
export async function isUsernameHeldOutside(
  adapter: Adapter,
  username: string,
  targets: readonly Where[],
): Promise<boolean> {
  const holder = await findUserByUsername(adapter, username);
  if (!holder) return false;
  const targeted = await adapter.findMany<UserRow>({
    model: "user",
    where: [...targets],
    limit: 2,
  });
  return !(targeted.length === 1 && targeted[0]?.id === holder.id);
}
