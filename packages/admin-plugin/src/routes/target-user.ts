import type { RequestContext, Row, Session, User, Where } from "@tollgate/auth-server";
import { toPublic } from "@tollgate/auth-server";
import { adminError } from "../admin-error";
import type { AdminSessionFields, AdminUserFields } from "../schema";

export type AdminUser = User & AdminUserFields & Record<string, unknown>;

/** 404 'User not found': the user an admin action targets does not exist. */
export const targetUserNotFound = () => adminError("NOT_FOUND", "USER_NOT_FOUND");

/** The user an admin action targets, or 404 'User not found'. */
export async function findTargetUser(context: RequestContext, userId: string): Promise<AdminUser> {
  const user = await context.internalAdapter.findUserById(userId);
  if (!user) throw targetUserNotFound();
  return user;
}

/** The target user as one read of an adapter.readAll, answered by `foundTargetUser`. */
export function targetUserRead(userId: string): { findOne: { model: string; where: Where[] } } {
  return { findOne: { model: "user", where: [{ field: "id", value: userId }] } };
}

/** The row a targetUserRead (or a write of the user) answered, or 404 'User not found'. */
export function foundTargetUser(row: Row | null | undefined): AdminUser {
  if (!row) throw targetUserNotFound();
  // A row of the user model, read or written through the adapter: the user with its fields.
  return row as AdminUser;
}

/** A user as an answer: without the fields the schema keeps private. */
export function publicUser(context: RequestContext, user: AdminUser): AdminUser {
  return toPublic(context, "user", user);
}

/** Writes `data` on the user (through the hooked internal adapter); 404 when it is gone. */
export async function updateTargetUser(
  context: RequestContext,
  userId: string,
  data: Record<string, unknown>,
): Promise<AdminUser> {
  const user = await context.internalAdapter.updateUser(userId, data);
  if (!user) throw targetUserNotFound();
  return user;
}

export type AdminSession = Session & AdminSessionFields & Record<string, unknown>;
