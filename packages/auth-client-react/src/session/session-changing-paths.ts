const EXACT = new Set([
  "/sign-out",
  "/update-user",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/verify-email",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/reset-password",
]);

/** Core paths whose successful calls change who is signed in or what the session holds. */
export const isCoreSessionChangingPath = (path: string): boolean =>
  EXACT.has(path) || path.startsWith("/sign-in/") || path.startsWith("/sign-up/");
