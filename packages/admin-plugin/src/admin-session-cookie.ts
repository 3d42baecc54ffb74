import type { AuthContext, AuthCookie } from "@tollgate/auth-server";

/**
 * The cookie that keeps the admin's own session during an impersonation (Better Auth's
 * `<prefix>.admin_session`): `token:` plus "1" when the admin's session was a rememberMe=false
 * one, signed, with the session cookie's attributes.
 */
export function adminSessionCookie(context: AuthContext): AuthCookie {
  const { sessionToken } = context.cookies;
  return {
    name: sessionToken.name.replace(/session_token$/, "admin_session"),
    attributes: sessionToken.attributes,
  };
}

export interface KeptAdminSession {
  token: string;
  dontRemember: boolean;
}

export function encodeKeptAdminSession(kept: KeptAdminSession): string {
  return `${kept.token}:${kept.dontRemember ? "1" : ""}`;
}

export function decodeKeptAdminSession(value: string): KeptAdminSession | null {
  const separator = value.lastIndexOf(":");
  if (separator < 1) return null;
  return { token: value.slice(0, separator), dontRemember: value.slice(separator + 1) === "1" };
}
