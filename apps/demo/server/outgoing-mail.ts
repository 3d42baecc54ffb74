/** A mail the auth server asks the demo to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Its one action link; a mail that carries a code to type (two-factor) has none. */
  url?: string;
}

/** A mail whose point is its link: verification, reset, invitation, sign-in link, … */
export interface LinkMail extends OutgoingMail {
  url: string;
}
