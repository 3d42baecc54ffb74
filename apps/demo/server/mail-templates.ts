import { EMAIL_CHANGED_PATH } from "../shared/paths";
import type { OutgoingMail } from "./outgoing-mail";

interface Recipient {
  email: string;
  name: string;
}

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const BUTTON_STYLE =
  "display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:8px 14px;border-radius:8px;font-weight:600";

/** A mail with one action: its link is a button in the HTML part and a line in the text part. */
function compose(to: string, name: string, url: string, template: Template): OutgoingMail {
  const greeting = `Hi ${name || "there"},`;
  const text = [greeting, "", template.intro, "", `${template.action}: ${url}`, "", template.outro]
    .join("\n")
    .trim();
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(template.intro)}</p>
<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(template.action)}</a></p>
<p style="color:#667085;font-size:13px">${escapeHtml(template.outro)}</p>`;
  return { to, subject: template.subject, text, html, url };
}

/**
 * Whether a verification link belongs to an email change: the front end asks for those with
 * EMAIL_CHANGED_PATH as their callbackURL (on the change itself and on "send it again").
 */
export function isEmailChangeLink(url: string): boolean {
  const callbackURL = URL.canParse(url) ? new URL(url).searchParams.get("callbackURL") : null;
  if (!callbackURL || !URL.canParse(callbackURL, url)) return false;
  return new URL(callbackURL, url).pathname === EMAIL_CHANGED_PATH;
}

/** The verification mail: for a new account, or for the new address of an email change. */
export function verificationMail(user: Recipient, url: string): OutgoingMail {
  if (isEmailChangeLink(url)) return newAddressMail(user, url);
  return compose(user.email, user.name, url, {
    subject: "Verify your email address",
    intro: "Confirm that this address is yours to finish setting up your Tollgate Demo account.",
    action: "Verify email",
    outro: "The link is valid for one hour. If you did not sign up, ignore this message.",
  });
}

function newAddressMail(user: Recipient, url: string): OutgoingMail {
  return compose(user.email, user.name, url, {
    subject: "Verify your new email address",
    intro: `Your Tollgate Demo account now uses ${user.email}. Confirm that this address is yours to verify it.`,
    action: "Verify new address",
    outro:
      "The link is valid for one hour. If you did not change your address, ignore this message.",
  });
}

export function resetPasswordMail(user: Recipient, url: string): OutgoingMail {
  return compose(user.email, user.name, url, {
    subject: "Reset your password",
    intro: "Someone asked to reset the password of your Tollgate Demo account.",
    action: "Choose a new password",
    outro: "The link is valid for one hour. If it was not you, your password stays as it is.",
  });
}

export function changeEmailMail(user: Recipient, newEmail: string, url: string): OutgoingMail {
  return compose(user.email, user.name, url, {
    subject: "Confirm your new email address",
    intro: `You asked to move your Tollgate Demo account from ${user.email} to ${newEmail}.`,
    action: "Confirm the change",
    outro: "Nothing changes until you follow the link while signed in.",
  });
}

export function deleteAccountMail(user: Recipient, url: string): OutgoingMail {
  return compose(user.email, user.name, url, {
    subject: "Confirm deleting your account",
    intro: "You asked to delete your Tollgate Demo account and everything in it.",
    action: "Delete my account",
    outro: "The link is valid for 24 hours. If you changed your mind, ignore this message.",
  });
}

/** An invitation to join an organization, with the link to the page that accepts it. */
export function invitationMail(
  invitation: { email: string; role: string; organizationName: string; inviterName: string },
  url: string,
): OutgoingMail {
  return compose(invitation.email, "", url, {
    subject: `${invitation.inviterName} invited you to ${invitation.organizationName}`,
    intro: `${invitation.inviterName} invited you to join ${invitation.organizationName} on Tollgate Demo as ${invitation.role}.`,
    action: "View the invitation",
    outro:
      "The invitation is valid for 48 hours. Sign in (or create an account) with this address to accept it. If you don't know them, ignore this message.",
  });
}

/** A password-less sign-in link (the magic-link plugin). */
export function magicLinkMail(email: string, url: string): OutgoingMail {
  return compose(email, "", url, {
    subject: "Your sign-in link",
    intro: "Use this link to sign in to Tollgate Demo. It works once.",
    action: "Sign in",
    outro: "The link is valid for 5 minutes. If you did not ask for it, ignore this message.",
  });
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
