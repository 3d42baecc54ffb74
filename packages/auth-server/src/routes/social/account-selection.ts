import { z } from "zod";
import type { Account } from "../../types/models";

/**
 * Which of a user's accounts a request names. Spec §7: `{providerId, accountId?}`, the provider
 * and, when the user has several accounts there, the provider's id of one. Better Auth 1.7's
 * client sends `{accountId}` alone, meaning the account record's id: matched against `id`.
 * Either field may be left out, not both: the refusal names `providerId`.
 */
export const accountSelectionFields = {
  providerId: z.string().min(1).optional(),
  accountId: z.string().min(1).optional(),
};

export interface AccountSelection {
  providerId?: string | undefined;
  accountId?: string | undefined;
}

/** Adds the "one of the two" rule to a body holding `accountSelectionFields`. */
export function requireAccountSelection<T extends z.ZodType<AccountSelection>>(body: T) {
  return body.refine((value) => value.providerId !== undefined || value.accountId !== undefined, {
    path: ["providerId"],
    message: "providerId is required (or accountId, the account's id)",
  });
}

export function matchesAccount(account: Account, selection: AccountSelection): boolean {
  if (selection.providerId === undefined) return account.id === selection.accountId;
  return (
    account.providerId === selection.providerId &&
    (selection.accountId === undefined || account.accountId === selection.accountId)
  );
}
