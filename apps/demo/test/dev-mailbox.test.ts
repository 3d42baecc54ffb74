import { describe, expect, it } from "vitest";
import { DEV_MAILBOX_CAPACITY, DevMailbox } from "../server/dev-mailbox";

const mail = (n: number) => ({
  to: `user${n}@example.com`,
  subject: `Message ${n}`,
  text: `text ${n}`,
  html: `<p>html ${n}</p>`,
  url: `http://localhost:3000/api/auth/verify-email?token=t${n}`,
});

describe("DevMailbox", () => {
  it("lists messages newest first with id, to, subject, text, html, url and createdAt", () => {
    const mailbox = new DevMailbox();
    mailbox.add(mail(1), new Date("2026-01-01T00:00:00Z"));
    mailbox.add(mail(2), new Date("2026-01-01T00:00:01Z"));
    const [newest, oldest] = mailbox.list();
    expect(Object.keys(newest ?? {}).sort()).toEqual(
      ["createdAt", "html", "id", "subject", "text", "to", "url"].sort(),
    );
    expect(newest).toMatchObject({ ...mail(2), createdAt: "2026-01-01T00:00:01.000Z" });
    expect(oldest).toMatchObject(mail(1));
    expect(newest?.id).not.toBe(oldest?.id);
  });

  it("keeps only the newest 1000 messages", () => {
    const mailbox = new DevMailbox();
    expect(mailbox.capacity).toBe(1000);
    for (let n = 1; n <= DEV_MAILBOX_CAPACITY + 5; n++) mailbox.add(mail(n));
    const messages = mailbox.list();
    expect(messages).toHaveLength(1000);
    expect(messages[0]?.subject).toBe("Message 1005");
    expect(messages.at(-1)?.subject).toBe("Message 6");
  });

  it("hands out a copy, so callers cannot reorder the mailbox", () => {
    const mailbox = new DevMailbox(3);
    mailbox.add(mail(1));
    mailbox.add(mail(2));
    mailbox.list().reverse();
    expect(mailbox.list()[0]?.subject).toBe("Message 2");
  });
});
