import {
  type AuthContext,
  type CookieJar,
  cookieJarOf,
  type RequestContext,
} from "@tollgate/auth-server";
import type { ResolvedPasskeyOptions } from "./options";
import { passkeyError } from "./passkey-error";

/**
 * A ceremony's challenge: kept server-side (`passkey-challenge:<random>`, `challengeMaxAge`
 * seconds) with the ceremony it is for and, for a registration, whose passkey it will be; the
 * browser holds only a signed cookie naming it. Verifying consumes it atomically: a challenge
 * answers one ceremony, once.
 */

export type Ceremony =
  | { type: "registration"; challenge: string; userId: string }
  | { type: "authentication"; challenge: string };

function cookieOf(context: AuthContext, maxAge: number) {
  const { sessionToken } = context.cookies;
  return {
    name: sessionToken.name.replace(/session_token$/, "passkey_challenge"),
    attributes: { ...sessionToken.attributes, maxAge },
  };
}

export async function keepChallenge(
  ctx: {
    context: RequestContext;
    getHeader(name: string): string | null;
    responseHeaders: Headers;
  },
  options: ResolvedPasskeyOptions,
  ceremony: Ceremony,
): Promise<void> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  const identifier = `passkey-challenge:${random}`;
  await ctx.context.internalAdapter.createVerification({
    identifier,
    value: JSON.stringify(ceremony),
    expiresAt: new Date(Date.now() + options.challengeMaxAge * 1000),
  });
  const signature = await ctx.context.signer.sign(identifier);
  cookieJarOf(ctx).set(
    cookieOf(ctx.context, options.challengeMaxAge),
    `${identifier}.${signature}`,
  );
}

function parse(value: string): Ceremony | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { type, challenge, userId } = parsed as Record<string, unknown>;
    if (typeof challenge !== "string") return null;
    if (type === "authentication") return { type, challenge };
    if (type === "registration" && typeof userId === "string") return { type, challenge, userId };
    return null;
  } catch {
    return null;
  }
}

/** The request's challenge for `type`, spent; 400 CHALLENGE_NOT_FOUND otherwise. */
export async function spendChallenge<T extends Ceremony["type"]>(
  context: RequestContext,
  jar: CookieJar,
  options: ResolvedPasskeyOptions,
  type: T,
): Promise<Extract<Ceremony, { type: T }>> {
  const cookie = cookieOf(context, options.challengeMaxAge);
  const signed = jar.get(cookie.name) ?? "";
  const dot = signed.lastIndexOf(".");
  const identifier = dot > 0 ? signed.slice(0, dot) : "";
  const valid =
    identifier !== "" && (await context.signer.verify(identifier, signed.slice(dot + 1)));
  jar.expire(cookie);
  const spent = valid ? await context.internalAdapter.consumeVerification(identifier) : null;
  const ceremony = spent ? parse(spent.value) : null;
  if (!ceremony || ceremony.type !== type) throw passkeyError("BAD_REQUEST", "CHALLENGE_NOT_FOUND");
  // Checked just above: the parsed ceremony is of the asked type.
  return ceremony as Extract<Ceremony, { type: T }>;
}
