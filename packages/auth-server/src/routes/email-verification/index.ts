export { applyEmailChange } from "./apply-email-change";
export { sendVerificationEmail } from "./send-verification-email";
export { canSendVerificationEmail, sendVerificationMail } from "./send-verification-mail";
export { createVerificationLink } from "./verification-link";
export { verifyEmail } from "./verify-email";
