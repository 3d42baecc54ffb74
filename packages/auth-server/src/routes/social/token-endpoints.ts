import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import type { RequestContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";
import type { OAuthProvider } from "../../oauth/oauth-provider";
import type { Account } from "../../types/models";
import { accountSelectionFields, requireAccountSelection } from "./account-selection";
import { accountTokenFields, readAccountTokens } from "./account-tokens";
import { refresherOf } from "./provider-access";
import { accessTokenAnswer, refreshTokenAnswer } from "./social-answers";
import { findTokenAccount } from "./token-owner";

/** Spec §7: get-access-token refreshes when the expiry is missing or this close. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 5_000;

/** Spec §7 {providerId, accountId?, userId?}, or Better Auth 1.7's {accountId, userId?}. */
const tokenBody = requireAccountSelection(
  z.object({ ...accountSelectionFields, userId: z.string().optional() }),
);

const scopesOf = (scope: string | null | undefined) =>
  scope ? scope.split(",").filter((part) => part !== "") : [];

/** Refreshes the account's tokens with the provider and stores them; the updated account. */
async function refreshAccount(
  context: RequestContext,
  provider: OAuthProvider,
  account: Account,
  refreshToken: string,
): Promise<Account> {
  const refresh = refresherOf(provider);
  if (!refresh)
    throw authError("BAD_REQUEST", "PROVIDER_DOES_NOT_SUPPORT_REFRESH", {
      values: { x: provider.id },
    });
  const tokens = await refresh(refreshToken);
  const updated = await context.internalAdapter.updateAccount(
    account.id,
    await accountTokenFields(context, tokens),
  );
  return updated ?? account;
}

/**
 * POST /get-access-token {providerId, accountId?, userId?} → a valid access token of the
 * user's provider account, refreshed first when its expiry is unknown or within 5 seconds (and
 * a refresh token is stored). userId is for server calls only (see findTokenAccount).
 */
export const getAccessToken = createAuthEndpoint(
  "/get-access-token",
  {
    method: "POST",
    body: tokenBody,
    metadata: {
      openapi: { summary: "A valid access token of a provider account, refreshed when due" },
      responseSchema: accessTokenAnswer,
    },
  },
  async (ctx) => {
    const { context } = ctx;
    const { provider, account } = await findTokenAccount(ctx, ctx.body);
    let current = account;
    try {
      const { refreshToken } = await readAccountTokens(context, account);
      const expiry = account.accessTokenExpiresAt?.getTime();
      const due = expiry === undefined || expiry - Date.now() < ACCESS_TOKEN_REFRESH_MARGIN_MS;
      if (due && refreshToken && refresherOf(provider))
        current = await refreshAccount(context, provider, account, refreshToken);
    } catch (error) {
      context.logger.error(`could not refresh the ${provider.id} access token`, error);
      throw authError("BAD_REQUEST", "FAILED_TO_GET_ACCESS_TOKEN");
    }
    const { accessToken } = await readAccountTokens(context, current);
    if (!accessToken) throw authError("BAD_REQUEST", "FAILED_TO_GET_ACCESS_TOKEN");
    return {
      accessToken,
      accessTokenExpiresAt: current.accessTokenExpiresAt ?? undefined,
      scopes: scopesOf(current.scope),
      idToken: current.idToken ?? undefined,
    };
  },
);

/**
 * POST /refresh-token {providerId, accountId?, userId?} → the provider's new tokens, stored.
 * 'Provider {x} does not support token refreshing' when it cannot; 'Failed to refresh access
 * token' when there is no refresh token or the provider refuses it.
 */
export const refreshToken = createAuthEndpoint(
  "/refresh-token",
  {
    method: "POST",
    body: tokenBody,
    metadata: {
      openapi: { summary: "Refresh a provider account's tokens now" },
      responseSchema: refreshTokenAnswer,
    },
  },
  async (ctx) => {
    const { context } = ctx;
    const { provider, account } = await findTokenAccount(ctx, ctx.body);
    if (!refresherOf(provider))
      throw authError("BAD_REQUEST", "PROVIDER_DOES_NOT_SUPPORT_REFRESH", {
        values: { x: provider.id },
      });
    const { refreshToken: stored } = await readAccountTokens(context, account);
    if (!stored) throw authError("BAD_REQUEST", "FAILED_TO_REFRESH_ACCESS_TOKEN");
    let updated: Account;
    try {
      updated = await refreshAccount(context, provider, account, stored);
    } catch (error) {
      context.logger.error(`could not refresh the ${provider.id} tokens`, error);
      throw authError("BAD_REQUEST", "FAILED_TO_REFRESH_ACCESS_TOKEN");
    }
    const tokens = await readAccountTokens(context, updated);
    return {
      accessToken: tokens.accessToken ?? undefined,
      refreshToken: tokens.refreshToken ?? undefined,
      accessTokenExpiresAt: updated.accessTokenExpiresAt ?? undefined,
      refreshTokenExpiresAt: updated.refreshTokenExpiresAt ?? undefined,
      scope: updated.scope ?? undefined,
      idToken: updated.idToken ?? undefined,
      providerId: updated.providerId,
      accountId: updated.accountId,
    };
  },
);
