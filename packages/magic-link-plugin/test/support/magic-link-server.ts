import type { AuthOptions } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { magicLink } from "../../src/index";
import type { MagicLinkMail, MagicLinkOptions } from "../../src/options";

/** A server with the plugin whose mails land in `mailbox`; `linkFor` reads the latest link. */
export async function serverWithMagicLinks(
  options: Partial<MagicLinkOptions> = {},
  core: Partial<AuthOptions> = {},
) {
  const mailbox: MagicLinkMail[] = [];
  const t = await createTestAuth({
    ...core,
    plugins: [
      magicLink({ sendMagicLink: (mail) => void mailbox.push(mail), ...options }),
      ...(core.plugins ?? []),
    ],
  });
  /** The path and query of the newest link mailed to `email`, relative to the auth base path. */
  const linkFor = (email: string) => {
    const mail = mailbox.filter((m) => m.email === email).at(-1);
    if (!mail) throw new Error(`no magic link was mailed to ${email}`);
    const url = new URL(mail.url);
    return { query: Object.fromEntries(url.searchParams), token: mail.token, url };
  };
  const requestLink = (email: string, body: Record<string, unknown> = {}) =>
    t.json<{ status: boolean; code?: string; message?: string }>("/sign-in/magic-link", {
      body: { email, ...body },
      cookies: null,
    });
  return { t, mailbox, linkFor, requestLink };
}

export const freshEmail = (prefix = "link") => `${prefix}-${crypto.randomUUID()}@example.com`;
