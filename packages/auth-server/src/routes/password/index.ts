export { changePassword } from "./change-password";
export { findPasswordAccount } from "./credential-account";
export { forgetPassword, requestPasswordReset } from "./forget-password";
export { resetPassword } from "./reset-password";
export { requestPasswordResetCallback } from "./reset-password-link";
export { setPassword } from "./set-password";
