/**
 * What the client cannot tell from a call about the core server's paths, declared the way a
 * client plugin declares its own: `pathMethods` (POST-only endpoints whose body may be empty,
 * so a call without fields must still POST) and `sessionChangingPaths` (successful calls there
 * change who is signed in or what the session holds; the session store refetches).
 *
 * The server owns it (its test checks it against the endpoints it really routes and what their
 * calls really do); clients read it from this browser-safe entry, `@tollgate/auth-server/client-paths`.
 * Plain data without imports: the React client bundles it into its own build, so an app's frontend
 * needs no server package installed.
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
