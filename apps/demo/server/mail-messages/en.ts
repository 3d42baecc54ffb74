/**
 * The server's own words in English — the mails, the dev mailbox page and the local OpenID
 * provider's page: the fallback, and every key the other languages have.
 */
export const en = {
  greeting: "Hi {name},",
  greetingWithoutName: "Hi there,",

  "verify.subject": "Verify your email address",
  "verify.intro":
    "Confirm that this address is yours to finish setting up your Tollgate Demo account.",
  "verify.action": "Verify email",
  "verify.outro": "The link is valid for one hour. If you did not sign up, ignore this message.",

  "newAddress.subject": "Verify your new email address",
  "newAddress.intro":
    "Your Tollgate Demo account now uses {email}. Confirm that this address is yours to verify it.",
  "newAddress.action": "Verify new address",
  "newAddress.outro":
    "The link is valid for one hour. If you did not change your address, ignore this message.",

  "reset.subject": "Reset your password",
  "reset.intro": "Someone asked to reset the password of your Tollgate Demo account.",
  "reset.action": "Choose a new password",
  "reset.outro": "The link is valid for one hour. If it was not you, your password stays as it is.",

  "changeEmail.subject": "Confirm your new email address",
  "changeEmail.intro": "You asked to move your Tollgate Demo account from {from} to {to}.",
  "changeEmail.action": "Confirm the change",
  "changeEmail.outro": "Nothing changes until you follow the link while signed in.",

  "deleteAccount.subject": "Confirm deleting your account",
  "deleteAccount.intro": "You asked to delete your Tollgate Demo account and everything in it.",
  "deleteAccount.action": "Delete my account",
  "deleteAccount.outro":
    "The link is valid for 24 hours. If you changed your mind, ignore this message.",

  "invitation.subject": "{inviter} invited you to {organization}",
  "invitation.intro": "{inviter} invited you to join {organization} on Tollgate Demo as {role}.",
  "invitation.action": "View the invitation",
  "invitation.outro":
    "The invitation is valid for 48 hours. Sign in (or create an account) with this address to accept it. If you don't know them, ignore this message.",
  "role.member": "member",
  "role.admin": "admin",
  "role.owner": "owner",

  "magicLink.subject": "Your sign-in link",
  "magicLink.intro": "Use this link to sign in to Tollgate Demo. It works once.",
  "magicLink.action": "Sign in",
  "magicLink.outro":
    "The link is valid for 5 minutes. If you did not ask for it, ignore this message.",

  "twoFactorCode.subject": "Your sign-in code",
  "twoFactorCode.intro":
    "Enter this code on the sign-in page to finish signing in to Tollgate Demo.",
  "twoFactorCode.outro":
    "The code is valid for {minutes} minutes and works once. If you did not try to sign in, change your password: someone else knows it.",

  "mailbox.title": "Dev mailbox",
  "mailbox.lead":
    "Mail the demo would have sent (no SMTP_URL configured). Newest first; the newest 1000 are kept.",
  "mailbox.back": "Back to the app",
  "mailbox.empty":
    "No mail yet. Sign up, ask for a password reset or change your email, and the messages appear here.",
  "mailbox.to": "To {email}",

  "devOidc.title": "Sign in",
  "devOidc.pageSuffix": "Local OpenID provider",
  "devOidc.badge":
    "Development only · whoever opens this page can sign in as any address, existing accounts included",
  "devOidc.heading": "Who do you want to be?",
  "devOidc.lead":
    "Signing in to {client}. This page stands in for a real sign-in provider: pick a person, or make one up.",
  "devOidc.someoneElse": "Someone else",
  "devOidc.name": "Name",
  "devOidc.email": "Email",
  "devOidc.continue": "Continue as this person",
  "devOidc.cancel": "Cancel and go back",
  "devOidc.cannotContinue": "Cannot continue: {problem}.",
  "devOidc.unknownPerson": "person “{key}” is not one of the people offered",
  "devOidc.nameRequired": "name is required",
  "devOidc.emailInvalid": "email is not an email address",
  "devOidc.invalidTitle": "Invalid request",
  "devOidc.invalidHeading": "This sign-in request is not valid",
  "devOidc.startAgain": "Go back to the app and start again.",
} as const satisfies Record<string, string>;

export type MailMessageKey = keyof typeof en;
export type MailCatalogue = Readonly<Record<MailMessageKey, string>>;
