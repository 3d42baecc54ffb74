import { describe, expect, it } from "vitest";
import { renderDevMailPage } from "../server/dev-mail-page";
import { DevMailbox } from "../server/dev-mailbox";
import { resetPasswordMail, verificationMail } from "../server/mail-templates";

describe("the dev mailbox page", () => {
  const mailbox = new DevMailbox();
  const verify = mailbox.add(
    verificationMail(
      { email: "ada@example.com", name: "Ada" },
      "http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=%2Fverified",
    ),
    new Date("2026-11-23T19:33:47.948Z"),
  );
  const reset = mailbox.add(
    resetPasswordMail(
      { email: "ada@example.com", name: "Ada" },
      "http://localhost:3000/api/auth/reset-password/t2?callbackURL=%2Freset-password",
    ),
  );
  const html = renderDevMailPage(mailbox.list());

  it("shows each mail's action link once (regression: two identical links per mail)", () => {
    for (const mail of [verify, reset]) {
      const href = `href="${(mail.url ?? "missing").replaceAll("&", "&amp;")}"`;
      expect(html.split(href)).toHaveLength(2);
    }
    expect(html).not.toContain("Open the link");
  });

  it("marks each time for the reader's clock, with readable UTC until the script runs (regression: raw ISO text)", () => {
    expect(html).toContain('<time datetime="2026-11-23T19:33:47.948Z">2026-11-23 19:33 UTC</time>');
    expect(html).toContain("Intl.RelativeTimeFormat");
    expect(html).not.toContain(">2026-11-23T19:33:47.948Z<");
  });
});
