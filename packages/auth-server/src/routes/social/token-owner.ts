import type { RequestContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";
import { getCurrentSession } from "../../session/session-guards";
import { type AccountSelection, matchesAccount } from "./account-selection";
import { findProvider } from "./provider-access";

interface TokenRequest {
  context: RequestContext;
  getHeader(name: string): string | null;
  responseHeaders: Headers;
}

/**
 * Whose provider account a token endpoint reads: the signed-in user's, or — for a server call
 * (auth.api) only — the `userId` given. Over HTTP a userId never stands in for a session, and
 * names no one but the session's user. Then the account the selection names (see
 * account-selection.ts) and its provider.
 */
export async function findTokenAccount(
  ctx: TokenRequest,
  input: AccountSelection & { userId?: string | undefined },
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
  const { providerId } = input;
  if (providerId !== undefined && !findProvider(context, providerId))
    throw authError("BAD_REQUEST", "PROVIDER_NOT_SUPPORTED", { values: { x: providerId } });
  const accounts = await context.internalAdapter.findAccounts(userId);
  const account = accounts.find((candidate) => matchesAccount(candidate, input));
  if (!account) throw authError("BAD_REQUEST", "ACCOUNT_NOT_FOUND");
  const provider = findProvider(context, account.providerId);
  if (!provider)
    throw authError("BAD_REQUEST", "PROVIDER_NOT_SUPPORTED", { values: { x: account.providerId } });
  return { provider, account };
}
