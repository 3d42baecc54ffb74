export { changeEmail } from "./change-email";
