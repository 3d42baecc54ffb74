export { deleteAccountNow } from "./delete-account-now";
export { deleteUser } from "./delete-user";
export { deleteUserCallback } from "./delete-user-callback";
export { DELETE_USER_MESSAGES } from "./delete-user-messages";
