import type { RequestContext } from "@tollgate/auth-server";
import { PASSKEY_MODEL, type PasskeyRow } from "./schema";

/** The plugin's only queries, over the `passkey` table. */

export function passkeysOf(context: RequestContext, userId: string) {
  return context.adapter.findMany<PasskeyRow>({
    model: PASSKEY_MODEL,
    where: [{ field: "userId", value: userId }],
    sortBy: { field: "createdAt", direction: "asc" },
  });
}

export function findByCredentialId(context: RequestContext, credentialID: string) {
  return context.adapter.findOne<PasskeyRow>({
    model: PASSKEY_MODEL,
    where: [{ field: "credentialID", value: credentialID }],
  });
}

export function createPasskey(context: RequestContext, data: Omit<PasskeyRow, "id" | "createdAt">) {
  return context.internalAdapter.createRecord<PasskeyRow>(PASSKEY_MODEL, {
    ...data,
    createdAt: new Date(),
  });
}

/**
 * Records a use: the new signature count and backup state, written only while the stored
 * count is still the one the check was made against, so two uses of one signature (a cloned
 * authenticator, a replay) cannot both pass. True when this use won.
 */
export async function recordUse(
  context: RequestContext,
  passkey: PasskeyRow,
  use: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const changed = await context.internalAdapter.updateRecords(
    PASSKEY_MODEL,
    [
      { field: "id", value: passkey.id },
      { field: "counter", value: passkey.counter },
    ],
    use,
  );
  return changed > 0;
}

/** The user's own passkey (null for another user's or an unknown id). */
export function ownPasskey(context: RequestContext, userId: string, id: string) {
  return context.adapter.findOne<PasskeyRow>({
    model: PASSKEY_MODEL,
    where: [
      { field: "id", value: id },
      { field: "userId", value: userId },
    ],
  });
}

export function renamePasskey(context: RequestContext, id: string, name: string) {
  return context.internalAdapter.updateRecord<PasskeyRow>(
    PASSKEY_MODEL,
    [{ field: "id", value: id }],
    { name },
  );
}

export function deletePasskey(context: RequestContext, id: string) {
  return context.internalAdapter.deleteRecords(PASSKEY_MODEL, [{ field: "id", value: id }]);
}
