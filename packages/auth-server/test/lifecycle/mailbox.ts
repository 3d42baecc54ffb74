import type { CookieCarrier, TestRequestInit } from "@tollgate/auth-server/testing";

/** One mail the server handed to a sender option. */
export interface CapturedMail {
  kind: "verification" | "reset-password" | "change-email" | "delete-account";
  to: string;
  url: string;
  token: string;
  newEmail?: string;
}

interface MailData {
  user: { email: string };
  url: string;
  token: string;
  newEmail?: string;
}

/** Sender options that record every mail instead of sending it. */
export function createMailbox() {
  const mails: CapturedMail[] = [];
  const sender =
    (kind: CapturedMail["kind"]) =>
    async (data: MailData): Promise<void> => {
      mails.push({
        kind,
        to: data.user.email,
        url: data.url,
        token: data.token,
        ...(data.newEmail ? { newEmail: data.newEmail } : {}),
      });
    };
  return {
    mails,
    sender,
    /** The newest mail of a kind; fails the test when there is none. */
    last(kind: CapturedMail["kind"]): CapturedMail {
      const found = mails.filter((mail) => mail.kind === kind).at(-1);
      if (!found) throw new Error(`no ${kind} mail was sent`);
      return found;
    },
    count(kind: CapturedMail["kind"]): number {
      return mails.filter((mail) => mail.kind === kind).length;
    },
  };
}

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
