import { isRecord } from "../utils/is-record";
import type { OAuthProfile } from "./oauth-provider";
import { firstText, textOf } from "./profile-values";

/** Standard OpenID Connect claims (id token or userinfo), the ones we read. */
export interface StandardClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  nickname?: string;
  picture?: string;
  [claim: string]: unknown;
}

export const hasSubject = (value: unknown): value is StandardClaims =>
  isRecord(value) && typeof value.sub === "string" && value.sub !== "";

/**
 * Our user from standard claims. `email_verified` counts only as the provider states it (some
 * send the string "true"); `trustEmailVerified: false` ignores it for providers whose flag
 * cannot be relied on.
 */
export function userFromClaims(
  claims: StandardClaims,
  trustEmailVerified = true,
): OAuthProfile<StandardClaims> {
  const given = [textOf(claims.given_name), textOf(claims.family_name)].filter(Boolean).join(" ");
  return {
    user: {
      id: claims.sub,
      email: textOf(claims.email) ?? null,
      emailVerified:
        trustEmailVerified && (claims.email_verified === true || claims.email_verified === "true"),
      name: firstText(claims.name, given, claims.preferred_username, claims.nickname),
      image: textOf(claims.picture) ?? null,
    },
    data: claims,
  };
}
