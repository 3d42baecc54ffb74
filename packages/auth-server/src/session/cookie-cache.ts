import type { AuthContext } from "../context/context-types";
import { splitSignedValue } from "../cookies/signed-value";
import type { SessionWithUser } from "../types/models";
import { decodeBase64urlText, encodeBase64urlText } from "../utils/base64url-text";
import { boundedMapPerOwner } from "../utils/bounded-map";
import { isRecord } from "../utils/is-record";
import { copyJsonLike } from "../utils/json-copy";
import { toJsonText } from "../utils/json-text";
import { reviveStoredSession } from "./stored-session";

/** Spec §5/§9: the whole Set-Cookie string of the cache may not exceed this. */
export const MAX_CACHE_COOKIE_LENGTH = 4093;

interface CachePayload {
  session: SessionWithUser;
  /** When this cache entry stops being trusted (ms epoch). */
  expiresAt: number;
}

/** `base64url(JSON).signature` — signed, so a client cannot forge or edit it. */
export async function encodeSessionCache(
  context: AuthContext,
  session: SessionWithUser,
  now: number,
): Promise<string> {
  const payload: CachePayload = {
    session,
    expiresAt: now + context.sessionConfig.cookieCache.maxAge * 1000,
  };
  const body = encodeBase64urlText(toJsonText(payload));
  return `${body}.${await context.signer.sign(body)}`;
}

export type CacheReadResult = { status: "valid"; session: SessionWithUser } | { status: "invalid" };

/**
 * Cache entries already verified and parsed, by their whole signed cookie value (the same text
 * always verifies the same way), per signer, so per secret. A browser sends the same cookie on
 * every request until it is re-issued; its signature and JSON are then checked once, while
 * expiry and the token are still checked on every read.
 */
const verifiedEntriesOf = boundedMapPerOwner<string, CachePayload>(1024);

/** The signed payload with its Dates revived, or null when tampered or malformed. */
async function verifiedPayload(context: AuthContext, value: string): Promise<CachePayload | null> {
  const parts = splitSignedValue(value);
  if (!parts) return null;
  const body = parts.value;
  if (!(await context.signer.verify(body, parts.signature))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeBase64urlText(body));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.expiresAt !== "number") return null;
  const session = reviveStoredSession(context.schema, parsed.session);
  return session ? { session, expiresAt: parsed.expiresAt } : null;
}

/** Verifies signature and expiry; anything else (tampered, expired, malformed) is invalid. */
export async function decodeSessionCache(
  context: AuthContext,
  value: string,
  token: string,
  now: number,
): Promise<CacheReadResult> {
  const entries = verifiedEntriesOf(context.signer);
  let payload = entries.get(value);
  if (!payload) {
    const verified = await verifiedPayload(context, value);
    if (!verified) return { status: "invalid" };
    payload = verified;
    entries.set(value, payload);
  }
  const { session } = payload.session;
  if (payload.expiresAt <= now || session.expiresAt.getTime() <= now) {
    entries.delete(value);
    return { status: "invalid" };
  }
  if (session.token !== token) return { status: "invalid" };
  // A copy: whoever receives the session may change it without changing the remembered entry.
  return { status: "valid", session: copyJsonLike(payload.session) };
}
