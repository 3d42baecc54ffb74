/**
 * The plugin's paths whose successful calls change the session, as `usernameClient()` declares
 * them (`sessionChangingPaths`): the client's session store refetches after them.
 */
export const USERNAME_SESSION_CHANGING_PATHS = ["/sign-in/username"];
