import type { RequestContext, Session, User } from "@tollgate/auth-server";
import { toPublic } from "@tollgate/auth-server";
import { adminError } from "../admin-error";
import type { AdminSessionFields, AdminUserFields } from "../schema";

export type AdminUser = User & AdminUserFields & Record<string, unknown>;

/** The user an admin action targets, or 404 'User not found'. */
export async function findTargetUser(context: RequestContext, userId: string): Promise<AdminUser> {
  const user = await context.internalAdapter.findUserById(userId);
  if (!user) throw adminError("NOT_FOUND", "USER_NOT_FOUND");
  return user;
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
  if (!user) throw adminError("NOT_FOUND", "USER_NOT_FOUND");
  return user;
}

export type AdminSession = Session & AdminSessionFields & Record<string, unknown>;
