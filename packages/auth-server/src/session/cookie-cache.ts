import type { AuthContext } from "../context/context-types";
import type { SessionWithUser } from "../types/models";
import { decodeBase64urlText, encodeBase64urlText } from "../utils/base64url-text";
import { toJsonText } from "../utils/json-text";

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
    expiresAt: now + context.session.cookieCache.maxAge * 1000,
  };
  const body = encodeBase64urlText(toJsonText(payload));
  return `${body}.${await context.signer.sign(body)}`;
}

function dateFields(context: AuthContext, model: string): string[] {
  const fields = context.schema[model]?.fields ?? {};
  return Object.keys(fields).filter((name) => fields[name]?.type === "date");
}

function reviveDates(record: Record<string, unknown>, fields: string[]): void {
  for (const field of fields) {
    const value = record[field];
    if (typeof value === "string") record[field] = new Date(value);
  }
}

export type CacheReadResult = { status: "valid"; session: SessionWithUser } | { status: "invalid" };

/** Verifies signature and expiry; anything else (tampered, expired, malformed) is invalid. */
export async function decodeSessionCache(
  context: AuthContext,
  value: string,
  token: string,
  now: number,
): Promise<CacheReadResult> {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return { status: "invalid" };
  const body = value.slice(0, dot);
  if (!(await context.signer.verify(body, value.slice(dot + 1)))) return { status: "invalid" };
  try {
    const payload = JSON.parse(decodeBase64urlText(body)) as CachePayload;
    if (typeof payload.expiresAt !== "number" || payload.expiresAt <= now)
      return { status: "invalid" };
    const { session, user } = payload.session;
    if (session.token !== token) return { status: "invalid" };
    reviveDates(session, dateFields(context, "session"));
    reviveDates(user, dateFields(context, "user"));
    if (session.expiresAt.getTime() <= now) return { status: "invalid" };
    return { status: "valid", session: payload.session };
  } catch {
    return { status: "invalid" };
  }
}
