export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  url: string;
  createdAt: string;
}

/** Waits for a new mail to `to` whose subject matches, and answers it (newest first). */
export async function waitForMail(
  baseURL: string,
  match: { to: string; subject: RegExp; notIn?: ReadonlySet<string> },
  timeoutMs = 10_000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await listMail(baseURL);
    const found = messages.find(
      (mail) =>
        mail.to === match.to && match.subject.test(mail.subject) && !match.notIn?.has(mail.id),
    );
    if (found) return found;
    await new Promise((resolveWait) => setTimeout(resolveWait, 150));
  }
  throw new Error(`No mail to ${match.to} matching ${match.subject} arrived in ${timeoutMs} ms`);
}

export async function listMail(baseURL: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseURL}/api/dev/mail`);
  if (!response.ok) throw new Error(`GET /api/dev/mail answered ${response.status}`);
  // The demo's own JSON, whose shape the server tests check.
  return (await response.json()) as MailboxMessage[];
}

export async function mailIds(baseURL: string): Promise<Set<string>> {
  return new Set((await listMail(baseURL)).map((mail) => mail.id));
}
