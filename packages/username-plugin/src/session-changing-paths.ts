/** Paths whose successful calls change the session: the client store refetches after them. */
export const USERNAME_SESSION_CHANGING_PATHS = ["/sign-in/username"];
