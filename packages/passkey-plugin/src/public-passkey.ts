import { type RequestContext, toPublic } from "@tollgate/auth-server";
import { PASSKEY_MODEL, type PasskeyRow } from "./schema";

/** A passkey as answered: the stored row without its public key. */
export function publicPasskey(context: RequestContext, passkey: PasskeyRow) {
  return toPublic(context, PASSKEY_MODEL, passkey);
}
