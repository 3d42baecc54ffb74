import type { CookieCarrier } from "./cookie-carrier";
import type { TestRequestInit } from "./test-auth";

/** One mail the server handed to a sender option. */
export interface CapturedMail {
  kind: "verification" | "reset-password" | "change-email" | "delete-account";
  to: string;
  url: string;
  token: string;
  newEmail?: string;
}

/** What the core hands to a sender option (sendVerificationEmail, sendResetPassword, …). */
export interface MailData {
  user: { email: string };
  url: string;
  token: string;
  newEmail?: string;
}

export interface Mailbox {
  /** Every mail sent so far, oldest first. */
  mails: CapturedMail[];
  /** A sender option that records its mails as `kind`. */
  sender(kind: CapturedMail["kind"]): (data: MailData) => Promise<void>;
  /** The newest mail of a kind; fails the test when there is none. */
  last(kind: CapturedMail["kind"]): CapturedMail;
  count(kind: CapturedMail["kind"]): number;
}

/** Sender options that record every mail instead of sending it. */
export function createMailbox(): Mailbox {
  const mails: CapturedMail[] = [];
  return {
    mails,
    sender: (kind) => async (data) => {
      mails.push({
        kind,
        to: data.user.email,
        url: data.url,
        token: data.token,
        ...(data.newEmail ? { newEmail: data.newEmail } : {}),
      });
    },
    last(kind) {
      const found = mails.filter((mail) => mail.kind === kind).at(-1);
      if (!found) throw new Error(`no ${kind} mail was sent`);
      return found;
    },
    count: (kind) => mails.filter((mail) => mail.kind === kind).length,
  };
}

/** createTestAuth's default basePath: mailed links are followed below it. */
const BASE_PATH = "/api/auth";

/** A mailed link as t.request's (path, query): the path below the auth base path. */
export function linkTarget(url: string): { path: string; query: Record<string, string> } {
  const parsed = new URL(url);
  if (!parsed.pathname.startsWith(BASE_PATH))
    throw new Error(`link ${url} is not under ${BASE_PATH}`);
  return {
    path: parsed.pathname.slice(BASE_PATH.length),
    query: Object.fromEntries(parsed.searchParams),
  };
}

/** Clicks a mailed link in a browser (its cookies, if any). */
export function follow(
  t: { request(path: string, init?: TestRequestInit): Promise<Response> },
  url: string,
  cookies: CookieCarrier | null = null,
): Promise<Response> {
  const { path, query } = linkTarget(url);
  return t.request(path, { query, cookies });
}
