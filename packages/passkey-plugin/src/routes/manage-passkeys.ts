import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { deleteOwnPasskey, passkeysOf, renameOwnPasskey } from "../adapter";
import { emitPasskeyChange } from "../events";
import { passkeyError } from "../passkey-error";
import { publicPasskey } from "../public-passkey";
import { passkeyAnswer } from "./answers";

export type ListPasskeysEndpoint = typeof listPasskeys;

/** GET /passkey/list-user-passkeys → the caller's passkeys, oldest first, without public keys. */
export const listPasskeys = createAuthEndpoint(
  "/passkey/list-user-passkeys",
  {
    method: "GET",
    metadata: {
      openapi: { summary: "The caller's passkeys" },
      responseSchema: z.array(passkeyAnswer),
    },
  },
  async (ctx) => {
    const { user } = await requireSession(ctx);
    const passkeys = await passkeysOf(ctx.context, user.id);
    return passkeys.map((passkey) => publicPasskey(ctx.context, passkey));
  },
);

export type UpdatePasskeyEndpoint = typeof updatePasskey;

/** POST /passkey/update-passkey {id, name} → {passkey}: renames one of the caller's passkeys. */
export const updatePasskey = createAuthEndpoint(
  "/passkey/update-passkey",
  {
    method: "POST",
    body: z.object({ id: z.string().min(1), name: z.string().trim().min(1).max(256) }),
    metadata: {
      interactiveOnly: true,
      openapi: { summary: "Rename a passkey" },
      responseSchema: z.object({ passkey: passkeyAnswer }),
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx);
    // One write, matching only the caller's own passkey: another user's is not found.
    const renamed = await renameOwnPasskey(context, user.id, body.id, body.name);
    if (!renamed) throw passkeyError("NOT_FOUND", "PASSKEY_NOT_FOUND");
    await emitPasskeyChange(context, user.id, "renamed", body.id);
    return { passkey: publicPasskey(context, renamed) };
  },
);

export type DeletePasskeyEndpoint = typeof removePasskey;

/** POST /passkey/delete-passkey {id} → {status: true}: one of the caller's passkeys stops working. */
export const removePasskey = createAuthEndpoint(
  "/passkey/delete-passkey",
  {
    method: "POST",
    body: z.object({ id: z.string().min(1) }),
    metadata: {
      interactiveOnly: true,
      openapi: { summary: "Remove a passkey" },
      responseSchema: z.object({ status: z.literal(true) }),
    },
  },
  async (ctx) => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx);
    if (!(await deleteOwnPasskey(context, user.id, body.id)))
      throw passkeyError("NOT_FOUND", "PASSKEY_NOT_FOUND");
    await emitPasskeyChange(context, user.id, "deleted", body.id);
    return { status: true as const };
  },
);
