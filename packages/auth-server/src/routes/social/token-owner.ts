import type { RequestContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";
import { getCurrentSession } from "../../session/session-guards";
import type { Account } from "../../types/models";
import { findProvider } from "./provider-access";

interface TokenRequest {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * Whose provider account a token endpoint reads: the signed-in user's, or — for a server call
 * (auth.api) only — the `userId` given. Over HTTP a userId never stands in for a session, and
 * names no one but the session's user. Then the provider and the account (the user's account of
 * that provider, the one with `accountId` when given).
 */
export async function findTokenAccount(
  ctx: TokenRequest,
  input: { providerId: string; accountId?: string | undefined; userId?: string | undefined },
) {
  const { context } = ctx;
  const session = await getCurrentSession(ctx);
  let userId: string;
  if (session) {
    if (context.viaHttp && input.userId !== undefined && input.userId !== session.user.id)
      throw authError("UNAUTHORIZED", "NOT_AUTHORIZED");
    userId = context.viaHttp ? session.user.id : (input.userId ?? session.user.id);
  } else if (input.userId !== undefined && !context.viaHttp) {
    userId = input.userId;
  } else {
    throw authError("UNAUTHORIZED", "EITHER_USER_ID_OR_SESSION_REQUIRED");
  }
  const provider = findProvider(context, input.providerId);
  if (!provider)
    throw authError("BAD_REQUEST", "PROVIDER_NOT_SUPPORTED", {
      values: { x: input.providerId },
    });
  const accounts = await context.internalAdapter.findAccounts(userId);
  const account: Account | undefined = accounts.find(
    (candidate) =>
      candidate.providerId === input.providerId &&
      (input.accountId === undefined || candidate.accountId === input.accountId),
  );
  if (!account) throw authError("BAD_REQUEST", "ACCOUNT_NOT_FOUND");
  return { provider, account };
}
