import { getCurrentSession, type HookContext } from "@tollgate/auth-server";
import { apiKeyError } from "./api-key-error";

/** What these checks read of an endpoint's call: its context, headers and answer headers. */
type AnyContext = Pick<HookContext, "context" | "getHeader" | "responseHeaders">;

/**
 * Whose keys a call is about: the signed-in user's; a server call (auth.api) may name `userId`
 * instead. Over HTTP `userId` is refused (a browser only manages its own keys).
 */
export async function keyOwnerId(ctx: AnyContext, userId: string | undefined): Promise<string> {
  if (userId !== undefined && ctx.context.viaHttp)
    throw apiKeyError("BAD_REQUEST", "SERVER_ONLY_PROPERTY", "userId");
  if (userId !== undefined) return userId;
  const session = await getCurrentSession(ctx);
  if (!session) throw apiKeyError("UNAUTHORIZED", "INVALID_USER_ID_FROM_API_KEY");
  return session.user.id;
}

/** Refuses, over HTTP, the first of `fields` the body sets: they are for the server to decide. */
export function refuseServerOnly(
  ctx: AnyContext,
  body: Record<string, unknown>,
  fields: readonly string[],
): void {
  if (!ctx.context.viaHttp) return;
  const set = fields.find((field) => body[field] !== undefined);
  if (set) throw apiKeyError("BAD_REQUEST", "SERVER_ONLY_PROPERTY", set);
}

export const SERVER_ONLY_FIELDS = [
  "remaining",
  "refillAmount",
  "refillInterval",
  "rateLimitTimeWindow",
  "rateLimitMax",
  "rateLimitEnabled",
  "permissions",
] as const;
