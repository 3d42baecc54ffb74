import { z } from "zod";
import { DELETE_USER_MESSAGES } from "./delete-user-messages";

/** POST /delete-user: deleted now, or the confirmation link mailed. */
export const deleteUserAnswer = z.strictObject({
  success: z.literal(true),
  message: z.enum([
    DELETE_USER_MESSAGES.USER_DELETED,
    DELETE_USER_MESSAGES.VERIFICATION_EMAIL_SENT,
  ]),
});

/** GET /delete-user/callback without a callbackURL: the account is gone. */
export const userDeletedAnswer = z.strictObject({
  success: z.literal(true),
  message: z.literal(DELETE_USER_MESSAGES.USER_DELETED),
});
