export { type MailKind, sendMail } from "./send-mail";
