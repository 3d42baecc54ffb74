import type { RequestContext, Where } from "@tollgate/auth-server";
import { TWO_FACTOR_MODEL, type TwoFactorRow } from "./schema";

/** The plugin's only queries: one `twoFactor` row per user. */

export function findTwoFactor(context: RequestContext, userId: string) {
  return context.adapter.findOne<TwoFactorRow>({
    model: TWO_FACTOR_MODEL,
    where: [{ field: "userId", value: userId }],
  });
}

/** Writes the user's row: a new one, or the one they have (a new secret and backup codes). */
export async function saveTwoFactor(
  context: RequestContext,
  userId: string,
  data: { secret: string; backupCodes: string; verified: boolean },
): Promise<void> {
  const fields = { ...data, lastUsedStep: null, failedVerificationCount: 0, lockedUntil: null };
  const updated = await context.internalAdapter.updateRecord(
    TWO_FACTOR_MODEL,
    [{ field: "userId", value: userId }],
    fields,
  );
  if (!updated) await context.internalAdapter.createRecord(TWO_FACTOR_MODEL, { userId, ...fields });
}

export function updateTwoFactor(
  context: RequestContext,
  row: Pick<TwoFactorRow, "id">,
  data: Partial<TwoFactorRow>,
) {
  return context.internalAdapter.updateRecord<TwoFactorRow>(
    TWO_FACTOR_MODEL,
    [{ field: "id", value: row.id }],
    data,
  );
}

/**
 * Writes `data` only while the row still holds `expected` (compare and set): of two requests
 * spending the same code or backup code at once, exactly one wins. True when this one did.
 */
export async function updateTwoFactorIf(
  context: RequestContext,
  row: Pick<TwoFactorRow, "id">,
  expected: Where[],
  data: Partial<TwoFactorRow>,
): Promise<boolean> {
  const changed = await context.internalAdapter.updateRecords(
    TWO_FACTOR_MODEL,
    [{ field: "id", value: row.id }, ...expected],
    data,
  );
  return changed > 0;
}

export function deleteTwoFactor(context: RequestContext, userId: string) {
  return context.internalAdapter.deleteRecords(TWO_FACTOR_MODEL, [
    { field: "userId", value: userId },
  ]);
}
