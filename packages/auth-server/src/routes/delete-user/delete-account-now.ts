import type { RequestContext } from "../../context/context-types";
import { cookieJarOf } from "../../session/cookie-jar";
import { deleteSessionCookies } from "../../session/session-cookies";
import type { User, WithExtraFields } from "../../types/models";

interface DeletingContext {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * beforeDelete → the user, their sessions and accounts removed in ONE transaction
 * (internalAdapter.deleteUser) → session cookies cleared → afterDelete.
 * A beforeDelete that throws stops the deletion with its error.
 */
export async function deleteAccountNow(
  ctx: DeletingContext,
  user: WithExtraFields<User>,
): Promise<void> {
  const { context } = ctx;
  const options = context.options.user?.deleteUser;
  await options?.beforeDelete?.(user, context.request);
  await context.internalAdapter.deleteUser(user.id);
  deleteSessionCookies(context, cookieJarOf(ctx));
  context.currentSession = null;
  await options?.afterDelete?.(user, context.request);
}
