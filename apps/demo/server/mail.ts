import nodemailer from "nodemailer";
import type { MailTransport } from "./config";
import { DevMailbox } from "./dev-mailbox";
import type { OutgoingMail } from "./outgoing-mail";

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Present when mail is kept (or also kept) in the dev mailbox. */
  mailbox: DevMailbox | null;
}

/** SMTP through nodemailer when configured; the dev mailbox otherwise (or as well, when asked). */
export function createMailer(transport: MailTransport, keepInMailbox: boolean): Mailer {
  const mailbox = keepInMailbox || transport.kind === "dev-mailbox" ? new DevMailbox() : null;
  const smtp = transport.kind === "smtp" ? nodemailer.createTransport(transport.url) : null;
  return {
    mailbox,
    async send(mail) {
      mailbox?.add(mail);
      if (smtp && transport.kind === "smtp") {
        await smtp.sendMail({
          from: transport.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      }
    },
  };
}
