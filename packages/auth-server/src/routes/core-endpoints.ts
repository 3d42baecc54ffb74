import { changeEmail } from "./change-email";
import { deleteUser, deleteUserCallback } from "./delete-user";
import { sendVerificationEmail, verifyEmail } from "./email-verification";
import { errorPage } from "./error-page";
import { getSession } from "./get-session";
import { listAccounts } from "./list-accounts";
import { listSessions } from "./list-sessions";
import { ok } from "./ok";
import {
  changePassword,
  forgetPassword,
  requestPasswordReset,
  requestPasswordResetCallback,
  resetPassword,
  setPassword,
} from "./password";
import { revokeOtherSessions, revokeSession, revokeSessions } from "./revoke-sessions";
import { signInEmail } from "./sign-in-email";
import { signOut } from "./sign-out";
import { signUpEmail } from "./sign-up-email";
import {
  callbackOAuth,
  getAccessToken,
  linkSocial,
  refreshToken,
  signInSocial,
  unlinkAccount,
} from "./social";
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
  sendVerificationEmail,
  verifyEmail,
  forgetPassword,
  requestPasswordReset,
  requestPasswordResetCallback,
  resetPassword,
  changePassword,
  setPassword,
  changeEmail,
  deleteUser,
  deleteUserCallback,
  listAccounts,
  signInSocial,
  callbackOAuth,
  linkSocial,
  unlinkAccount,
  getAccessToken,
  refreshToken,
};

export type CoreEndpoints = typeof coreEndpoints;
