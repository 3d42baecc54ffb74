/** A mail the auth server asks the demo to send; `url` is its one action link. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  url: string;
}
