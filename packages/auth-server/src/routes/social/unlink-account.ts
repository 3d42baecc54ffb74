import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { requireFreshSession } from "../../session/session-guards";

const unlinkAccountBody = z.object({
  providerId: z.string().min(1),
  accountId: z.string().optional(),
});

/**
 * POST /unlink-account {providerId, accountId?} → {status: true} (spec §7). Needs a fresh
 * session; the user's last account stays ('You can't unlink your last account') unless
 * `account.accountLinking.allowUnlinkingAll`.
 */
export const unlinkAccount = createAuthEndpoint(
  "/unlink-account",
  { method: "POST", body: unlinkAccountBody },
  async (ctx) => {
    const { context, body } = ctx;
    const { user } = await requireFreshSession(ctx);
    const accounts = await context.internalAdapter.findAccounts(user.id);
    const allowAll = context.options.account?.accountLinking?.allowUnlinkingAll === true;
    if (accounts.length === 1 && !allowAll)
      throw authError("BAD_REQUEST", "FAILED_TO_UNLINK_LAST_ACCOUNT");
    const target = accounts.find(
      (account) =>
        account.providerId === body.providerId &&
        (body.accountId === undefined || account.accountId === body.accountId),
    );
    if (!target) throw authError("BAD_REQUEST", "ACCOUNT_NOT_FOUND");
    await context.internalAdapter.deleteAccount(target.id);
    return { status: true };
  },
);
