import type {
  ConditionalRecordWrites,
  RecordWrite,
  RequestContext,
  User,
  Where,
  WithExtraFields,
} from "@tollgate/auth-server";
import { PASSKEY_MODEL, type PasskeyRow } from "./schema";

/** The plugin's only queries, over the `passkey` table. */

export function passkeysOf(context: RequestContext, userId: string) {
  return context.adapter.findMany<PasskeyRow>({
    model: PASSKEY_MODEL,
    where: [{ field: "userId", value: userId }],
    sortBy: { field: "createdAt", direction: "asc" },
  });
}

/** The passkey with a credential id, and its user (null when gone), in one read. */
export function findByCredentialId(context: RequestContext, credentialID: string) {
  return context.adapter.findOne<PasskeyRow & { user: WithExtraFields<User> | null }>({
    model: PASSKEY_MODEL,
    where: [{ field: "credentialID", value: credentialID }],
    join: { user: { on: ["userId", "id"] } },
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

/**
 * recordUse as writes made with the sign-in's session (startSessionWith): the passkey's row
 * locked, the use written only while the stored count is still the one checked.
 */
export function recordedWithSession(
  passkey: PasskeyRow,
  use: { counter: number; backedUp: boolean },
): ConditionalRecordWrites<readonly RecordWrite[]> {
  const byId: Where[] = [{ field: "id", value: passkey.id }];
  return {
    lock: { model: PASSKEY_MODEL, where: byId },
    when: [
      {
        exists: {
          model: PASSKEY_MODEL,
          where: [...byId, { field: "counter", value: passkey.counter }],
        },
      },
    ],
    writes: [{ update: { model: PASSKEY_MODEL, where: byId, data: use } }],
  };
}

/** The user's own passkey by id: another user's or an unknown id matches nothing. */
const ownPasskey = (userId: string, id: string) => [
  { field: "id", value: id },
  { field: "userId", value: userId },
];

/** Renames the user's own passkey; answers it renamed, or null when they have no such passkey. */
export function renameOwnPasskey(
  context: RequestContext,
  userId: string,
  id: string,
  name: string,
) {
  return context.internalAdapter.updateRecord<PasskeyRow>(PASSKEY_MODEL, ownPasskey(userId, id), {
    name,
  });
}

/** Deletes the user's own passkey; answers whether there was one. */
export async function deleteOwnPasskey(context: RequestContext, userId: string, id: string) {
  return (await context.internalAdapter.deleteRecords(PASSKEY_MODEL, ownPasskey(userId, id))) > 0;
}
