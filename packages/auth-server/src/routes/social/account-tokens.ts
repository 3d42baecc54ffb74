import type { AuthContext } from "../../context/context-types";
import { decryptToken, encryptToken } from "../../crypto/token-encryption";
import type { Row } from "../../db/adapter-types";
import type { OAuthTokens } from "../../oauth/oauth-provider";
import type { Account } from "../../types/models";

const sealed = (context: AuthContext, token: string) =>
  context.options.account?.encryptOAuthTokens ? encryptToken(context.secret, token) : token;

/**
 * The Account columns for `tokens`: only what the provider sent, so an answer without a new
 * refresh token keeps the stored one. Access and refresh tokens are encrypted when
 * `account.encryptOAuthTokens` is on (the id token is not a credential and stays readable).
 */
export async function accountTokenFields(context: AuthContext, tokens: OAuthTokens): Promise<Row> {
  const fields: Row = {};
  if (tokens.accessToken) fields.accessToken = await sealed(context, tokens.accessToken);
  if (tokens.refreshToken) fields.refreshToken = await sealed(context, tokens.refreshToken);
  if (tokens.idToken) fields.idToken = tokens.idToken;
  if (tokens.accessTokenExpiresAt) fields.accessTokenExpiresAt = tokens.accessTokenExpiresAt;
  if (tokens.refreshTokenExpiresAt) fields.refreshTokenExpiresAt = tokens.refreshTokenExpiresAt;
  if (tokens.scopes.length > 0) fields.scope = tokens.scopes.join(",");
  return fields;
}

/** The account's tokens in plain text (decrypted when they were stored encrypted). */
export async function readAccountTokens(
  context: AuthContext,
  account: Account,
): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return {
    accessToken: account.accessToken
      ? await decryptToken(context.secret, account.accessToken)
      : null,
    refreshToken: account.refreshToken
      ? await decryptToken(context.secret, account.refreshToken)
      : null,
  };
}
