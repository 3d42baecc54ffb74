import { z } from "zod";
import { createAuthEndpoint } from "../../api/create-auth-endpoint";
import { authError } from "../../errors/auth-api-error";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { requireFreshSession } from "../../session/session-guards";
import { statusAnswer } from "../helpers/status-answer";
import {
  accountSelectionFields,
  matchesAccount,
  requireAccountSelection,
} from "./account-selection";

/**
 * Spec §7: {providerId, accountId?} (accountId: the provider's id of the account). Better Auth
 * 1.7's client sends {accountId} alone, the account record's id: accepted too.
 */
const unlinkAccountBody = requireAccountSelection(z.object(accountSelectionFields));

/**
 * POST /unlink-account {providerId, accountId?} → {status: true} (spec §7; or Better Auth 1.7's
 * {accountId} with the record's id). Needs a fresh session; the user's last account stays ('You can't unlink your last account') unless
 * `account.accountLinking.allowUnlinkingAll`.
 */
export const unlinkAccount = createAuthEndpoint(
  "/unlink-account",
  {
    method: "POST",
    body: unlinkAccountBody,
    metadata: {
      interactiveOnly: true,
      openapi: { summary: "Unlink one of the caller's provider accounts" },
      responseSchema: statusAnswer,
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const { user } = await requireFreshSession(ctx);
    const accounts = await context.internalAdapter.findAccounts(user.id);
    const allowAll = context.options.account?.accountLinking?.allowUnlinkingAll === true;
    if (accounts.length === 1 && !allowAll)
      throw authError("BAD_REQUEST", "FAILED_TO_UNLINK_LAST_ACCOUNT");
    const target = accounts.find((account) => matchesAccount(account, body));
    if (!target) throw authError("BAD_REQUEST", "ACCOUNT_NOT_FOUND");
    await context.internalAdapter.deleteAccount(target.id);
    const payload = { providerId: target.providerId };
    await emitSecurityEvent(context, { type: "account.unlinked", payload });
    return { status: true };
  },
);
