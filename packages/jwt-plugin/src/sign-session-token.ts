import { type AuthContext, type SessionWithUser, toPublic } from "@tollgate/auth-server";
import { SignJWT } from "jose";
import type { KeyStore } from "./key-store";
import type { ResolvedJwtOptions } from "./options";

/**
 * The actor of an impersonation session (the admin plugin's `session.impersonatedBy`), as RFC 8693
 * writes it: `act: { sub: <admin user id> }`. A service that reads the token can then tell an
 * admin acting as the user from the user, whatever `definePayload` returns.
 */
function actorClaim(session: SessionWithUser): { act?: { sub: string } } {
  const impersonatedBy = session.session.impersonatedBy;
  return typeof impersonatedBy === "string" && impersonatedBy !== ""
    ? { act: { sub: impersonatedBy } }
    : {};
}

/**
 * A short-lived JWT for a session: the user's public fields (or definePayload), sub, iss, aud,
 * exp, and `act` for an impersonation session.
 */
export async function signSessionToken(
  context: AuthContext,
  session: SessionWithUser,
  options: ResolvedJwtOptions,
  keys: KeyStore,
): Promise<string> {
  const origin = new URL(context.baseURL).origin;
  const claims = options.definePayload
    ? await options.definePayload(session)
    : toPublic(context, "user", session.user);
  const payload = { ...claims, ...actorClaim(session) };
  const subject = options.getSubject ? await options.getSubject(session) : session.user.id;
  const signing = await keys.signingKey(context);
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: "JWT" })
    .setIssuedAt(issuedAt)
    .setIssuer(options.issuer ?? origin)
    .setAudience(options.audience ?? origin)
    .setSubject(subject)
    .setExpirationTime(issuedAt + options.lifetimeSeconds)
    .sign(signing.key);
}
