/**
 * What the client cannot tell from a call about the core server's paths, declared the way a
 * client plugin declares its own: `pathMethods` (POST-only endpoints whose body may be empty,
 * so a call without fields must still POST) and `sessionChangingPaths` (successful calls there
 * change who is signed in or what the session holds; the session store refetches).
 *
 * Checked against the server's routed endpoints by
 * packages/auth-server/test/core/client-path-table.test.ts. Plain data without imports, so that
 * test (and later a browser-safe entry of the server) can read it as it is.
 */
export const CORE_PATHS: {
  pathMethods: Record<string, "GET" | "POST">;
  sessionChangingPaths: readonly string[];
} = {
  pathMethods: {
    "/sign-out": "POST",
    "/revoke-sessions": "POST",
    "/revoke-other-sessions": "POST",
    "/update-user": "POST",
    "/delete-user": "POST",
  },
  sessionChangingPaths: [
    "/sign-up/email",
    "/sign-in/email",
    "/sign-in/social",
    "/sign-out",
    "/update-user",
    "/change-email",
    "/change-password",
    "/reset-password",
    "/verify-email",
    "/revoke-session",
    "/revoke-sessions",
    "/revoke-other-sessions",
    "/delete-user",
    "/delete-user/callback",
  ],
};
