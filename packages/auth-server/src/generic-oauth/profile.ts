import type { OAuthProfile } from "../oauth";

/** A provider's raw profile: id token claims or the userinfo answer (Better Auth's shape). */
export type GenericOAuthUserInfo = {
  id?: string | number | null | undefined;
  sub?: string | number | null | undefined;
  email?: string | null | undefined;
  name?: string | undefined;
  image?: string | null | undefined;
  emailVerified?: boolean | undefined;
  [key: string]: unknown;
};

/** Claims or a userinfo answer in the raw profile shape: id from sub, emailVerified, image. */
export function toUserInfo(claims: Record<string, unknown>): GenericOAuthUserInfo {
  const { sub, email, name, picture, email_verified: verified } = claims;
  return {
    ...claims,
    id: typeof sub === "string" || typeof sub === "number" ? sub : undefined,
    email: typeof email === "string" ? email : null,
    name: typeof name === "string" ? name : undefined,
    emailVerified: verified === true || verified === "true",
    image: typeof picture === "string" ? picture : null,
  };
}

/** The raw profile as the core's profile; null without a subject (no account can be keyed). */
export function toOAuthProfile(
  raw: GenericOAuthUserInfo,
): OAuthProfile<GenericOAuthUserInfo> | null {
  const subject = raw.id ?? raw.sub;
  if (subject === undefined || subject === null || subject === "") return null;
  const verified = raw.emailVerified;
  return {
    user: {
      id: String(subject),
      email: typeof raw.email === "string" && raw.email ? raw.email : null,
      emailVerified: verified === true,
      name: typeof raw.name === "string" ? raw.name : "",
      image: typeof raw.image === "string" && raw.image ? raw.image : null,
    },
    data: raw,
  };
}
