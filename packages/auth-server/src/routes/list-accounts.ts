import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { requireSession } from "../session/session-guards";

export interface ListedAccount {
  id: string;
  /** The account's providerId ("credential" or a social provider). */
  provider: string;
  createdAt: Date;
  updatedAt: Date;
  accountId: string;
  /** The stored comma-separated scope, split; [] when none. */
  scopes: string[];
}

function splitScopes(scope: string | null | undefined): string[] {
  if (!scope) return [];
  return scope
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

const listAccountsAnswer = z.array(
  z.object({
    id: z.string(),
    provider: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    accountId: z.string(),
    scopes: z.array(z.string()),
  }),
);

/** GET /list-accounts → the caller's linked accounts, without secrets (tokens, password). */
export const listAccounts = createAuthEndpoint(
  "/list-accounts",
  {
    method: "GET",
    metadata: {
      openapi: { summary: "The caller's linked accounts (sign-in methods)" },
      responseSchema: listAccountsAnswer,
      errorCodes: ["NOT_AUTHENTICATED", "FAILED_TO_GET_SESSION"],
    },
  },
  async (ctx) => {
    const { user } = await requireSession(ctx);
    const accounts = await ctx.context.internalAdapter.findAccounts(user.id);
    return accounts.map(
      (account): ListedAccount => ({
        id: account.id,
        provider: account.providerId,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
        accountId: account.accountId,
        scopes: splitScopes(account.scope),
      }),
    );
  },
);
