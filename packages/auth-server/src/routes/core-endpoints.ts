import { errorPage } from "./error-page";
import { getSession } from "./get-session";
import { listSessions } from "./list-sessions";
import { ok } from "./ok";
import { revokeOtherSessions, revokeSession, revokeSessions } from "./revoke-sessions";
import { signInEmail } from "./sign-in-email";
import { signOut } from "./sign-out";
import { signUpEmail } from "./sign-up-email";
import { updateUser } from "./update-user";

/** The core endpoints, keyed by their auth.api names (Better Auth's). */
export const coreEndpoints = {
  ok,
  error: errorPage,
  signUpEmail,
  signInEmail,
  signOut,
  getSession,
  listSessions,
  revokeSession,
  revokeSessions,
  revokeOtherSessions,
  updateUser,
};

export type CoreEndpoints = typeof coreEndpoints;
