import { apiCall, expectEqual } from "../server/api-call";
import { signInCookie } from "../server/session-cookie";
import { pluginSuite } from "./plugin-suite";
import type { LoadCase } from "./side-by-side";

/** The `sub` claim of a compact JWS, or null when the text is not one. */
function subjectOf(token: string): unknown {
  const [, payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  return typeof claims === "object" && claims !== null && "sub" in claims ? claims.sub : null;
}

/**
 * A browser asking for a JWT of its session (`GET /token` with the session cookie), signed with
 * the server's key pair (EdDSA, the default on both sides; the key pair exists before the load).
 */
const issueToken: LoadCase = {
  name: "GET /token (a JWT for the session cookie)",
  async prepare({ server }) {
    const cookie = await signInCookie(server.url, {
      email: "jwt-user@bench.test",
      password: "bench-password-123",
      name: "JWT user",
    });
    const { user } = await apiCall<{ user: { id: string } }>(server.url, cookie, "/get-session");
    const { token } = await apiCall<{ token: string }>(server.url, cookie, "/token");
    expectEqual("token: sub", subjectOf(token), user.id);
    return { method: "GET", path: "/api/auth/token", headers: { cookie } };
  },
};

export const JWT_CASES: LoadCase[] = [issueToken];

/** The jwt plugins side by side on SQLite: issuing a session's JWT. */
export const jwtSuite = pluginSuite("jwt", "jwt", JWT_CASES);
