import type { LanguageTag } from "../shared/i18n/languages";
import { EMAIL_CHANGED_PATH } from "../shared/paths";
import { type MailMessageKey, mailText } from "./mail-messages";
import type { LinkMail, OutgoingMail } from "./outgoing-mail";
import { requestLanguage } from "./request-language";

interface Recipient {
  email: string;
  name: string;
}

/** Which mail: its subject, intro, action and outro are `<kind>.subject` and so on. */
type MailKind =
  | "verify"
  | "newAddress"
  | "reset"
  | "changeEmail"
  | "deleteAccount"
  | "invitation"
  | "magicLink";

type MailParams = Readonly<Record<string, string>>;

const BUTTON_STYLE =
  "display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:8px 14px;border-radius:8px;font-weight:600";

/**
 * A mail with one action, in the language of the request that sends it (the front end's
 * choice, see request-language): its link is a button in the HTML part and a line in the text
 * part.
 */
function compose(
  mail: { to: string; name: string; url: string; kind: MailKind; params?: MailParams },
  language: LanguageTag,
): LinkMail {
  const text = (part: "subject" | "intro" | "action" | "outro") => {
    const key: MailMessageKey = `${mail.kind}.${part}` as const;
    return mailText(language, key, mail.params);
  };
  const greeting = mail.name
    ? mailText(language, "greeting", { name: mail.name })
    : mailText(language, "greetingWithoutName");
  const [intro, action, outro] = [text("intro"), text("action"), text("outro")];
  const plain = [greeting, "", intro, "", `${action}: ${mail.url}`, "", outro].join("\n").trim();
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.url)}" style="${BUTTON_STYLE}">${escapeHtml(action)}</a></p>
<p style="color:#667085;font-size:13px">${escapeHtml(outro)}</p>`;
  return { to: mail.to, subject: text("subject"), text: plain, html, url: mail.url };
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
export function verificationMail(
  user: Recipient,
  url: string,
  language: LanguageTag = requestLanguage(),
): LinkMail {
  const kind = isEmailChangeLink(url) ? "newAddress" : "verify";
  return compose(
    { to: user.email, name: user.name, url, kind, params: { email: user.email } },
    language,
  );
}

export function resetPasswordMail(
  user: Recipient,
  url: string,
  language: LanguageTag = requestLanguage(),
): LinkMail {
  return compose({ to: user.email, name: user.name, url, kind: "reset" }, language);
}

export function changeEmailMail(
  user: Recipient,
  newEmail: string,
  url: string,
  language: LanguageTag = requestLanguage(),
): LinkMail {
  return compose(
    {
      to: user.email,
      name: user.name,
      url,
      kind: "changeEmail",
      params: { from: user.email, to: newEmail },
    },
    language,
  );
}

export function deleteAccountMail(
  user: Recipient,
  url: string,
  language: LanguageTag = requestLanguage(),
): LinkMail {
  return compose({ to: user.email, name: user.name, url, kind: "deleteAccount" }, language);
}

const ROLE_KEYS: Readonly<Record<string, MailMessageKey>> = {
  member: "role.member",
  admin: "role.admin",
  owner: "role.owner",
};

/** A role in the mail's language ("admin, member" for several); one the demo doesn't know as is. */
function roleText(role: string, language: LanguageTag): string {
  return role
    .split(",")
    .map((name) => name.trim())
    .map((name) => {
      const key = ROLE_KEYS[name];
      return key ? mailText(language, key) : name;
    })
    .join(", ");
}

/** An invitation to join an organization, with the link to the page that accepts it. */
export function invitationMail(
  invitation: { email: string; role: string; organizationName: string; inviterName: string },
  url: string,
  language: LanguageTag = requestLanguage(),
): LinkMail {
  return compose(
    {
      to: invitation.email,
      name: "",
      url,
      kind: "invitation",
      params: {
        inviter: invitation.inviterName,
        organization: invitation.organizationName,
        role: roleText(invitation.role, language),
      },
    },
    language,
  );
}

/** A password-less sign-in link (the magic-link plugin). */
export function magicLinkMail(
  email: string,
  url: string,
  language: LanguageTag = requestLanguage(),
): LinkMail {
  return compose({ to: email, name: "", url, kind: "magicLink" }, language);
}

const CODE_STYLE =
  "display:inline-block;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:24px;letter-spacing:4px;font-weight:700;background:#f2f4f7;padding:8px 14px;border-radius:8px";

/**
 * A two-factor code to type on the sign-in page (the two-factor plugin's `sendOTP`): no link,
 * since the code only counts in the browser that started the sign-in.
 */
export function twoFactorCodeMail(
  user: Recipient,
  code: string,
  validMinutes: number,
  language: LanguageTag = requestLanguage(),
): OutgoingMail {
  const greeting = user.name
    ? mailText(language, "greeting", { name: user.name })
    : mailText(language, "greetingWithoutName");
  const intro = mailText(language, "twoFactorCode.intro");
  const outro = mailText(language, "twoFactorCode.outro", { minutes: String(validMinutes) });
  const plain = [greeting, "", intro, "", code, "", outro].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><span style="${CODE_STYLE}">${escapeHtml(code)}</span></p>
<p style="color:#667085;font-size:13px">${escapeHtml(outro)}</p>`;
  return {
    to: user.email,
    subject: mailText(language, "twoFactorCode.subject"),
    text: plain,
    html,
  };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
