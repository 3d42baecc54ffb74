const SESSION_CHANGING =
  /^\/(sign-(in|up)\/|(sign-out|update-user|change-(email|password)|delete-user|verify-email|revoke-(other-)?sessions?|reset-password)$)/;

/** Core paths whose successful calls change who is signed in or what the session holds. */
export const isCoreSessionChangingPath = (path: string): boolean => SESSION_CHANGING.test(path);
