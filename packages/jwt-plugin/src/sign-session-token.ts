import { type AuthContext, type SessionWithUser, toPublic } from "@tollgate/auth-server";
import { SignJWT } from "jose";
import type { KeyStore } from "./key-store";
import type { ResolvedJwtOptions } from "./options";

/** A short-lived JWT for a session: the user's public fields (or definePayload), sub, iss, aud, exp. */
export async function signSessionToken(
  context: AuthContext,
  session: SessionWithUser,
  options: ResolvedJwtOptions,
  keys: KeyStore,
): Promise<string> {
  const origin = new URL(context.baseURL).origin;
  const payload = options.definePayload
    ? await options.definePayload(session)
    : toPublic(context, "user", session.user);
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
