import { defineErrorCodes } from "../../errors/define-error-codes";

/** The success messages of account deletion (spec §8 "Success messages"), word for word. */
export const DELETE_USER_MESSAGES = defineErrorCodes({
  USER_DELETED: "User deleted",
  VERIFICATION_EMAIL_SENT: "Verification email sent",
});
