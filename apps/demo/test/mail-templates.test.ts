import { describe, expect, it } from "vitest";
import {
  invitationMail,
  isEmailChangeLink,
  magicLinkMail,
  twoFactorCodeMail,
  verificationMail,
} from "../server/mail-templates";

const link = (callbackURL: string) =>
  `http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`;
const user = { email: "new@example.com", name: "Ada" };

describe("the verification mail", () => {
  it("after sign-up asks to finish setting up the account", () => {
    const mail = verificationMail(user, link("/verified"));
    expect(mail.subject).toBe("Verify your email address");
    expect(mail.text).toContain("to finish setting up your Tollgate Demo account");
  });

  it("for the new address of an email change speaks of the change, not of setting up (regression)", () => {
    const mail = verificationMail(user, link("/email-changed"));
    expect(mail.subject).toBe("Verify your new email address");
    expect(mail.text).toContain("Your Tollgate Demo account now uses new@example.com");
    expect(mail.text).not.toContain("setting up");
    expect(mail.text).toContain(`Verify new address: ${link("/email-changed")}`);
  });

  it("has its link once in the HTML part, as a button", () => {
    const mail = verificationMail(user, link("/verified"));
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain(`href="${mail.url.replaceAll("&", "&amp;")}"`);
  });
});

describe("isEmailChangeLink", () => {
  it("reads the callbackURL of the link, relative or absolute", () => {
    expect(isEmailChangeLink(link("/email-changed"))).toBe(true);
    expect(isEmailChangeLink(link("http://localhost:3000/email-changed?x=1"))).toBe(true);
    expect(isEmailChangeLink(link("/verified"))).toBe(false);
    expect(isEmailChangeLink("http://localhost:3000/api/auth/verify-email?token=abc")).toBe(false);
    expect(isEmailChangeLink("not a url")).toBe(false);
  });
});

describe("the invitation mail", () => {
  it("names the inviter, the organization and the role, and links to the invitation page", () => {
    const mail = invitationMail(
      { email: "bo@example.com", role: "admin", organizationName: "Acme", inviterName: "Ada" },
      "http://localhost:3000/accept-invitation?id=inv1",
    );
    expect(mail.to).toBe("bo@example.com");
    expect(mail.subject).toBe("Ada invited you to Acme");
    expect(mail.text).toContain("join Acme on Tollgate Demo as admin");
    expect(mail.text).toContain(
      "View the invitation: http://localhost:3000/accept-invitation?id=inv1",
    );
    expect(mail.url).toBe("http://localhost:3000/accept-invitation?id=inv1");
  });

  it("escapes names in the HTML part", () => {
    const mail = invitationMail(
      {
        email: "bo@example.com",
        role: "member",
        organizationName: "<b>Evil</b>",
        inviterName: "Ada",
      },
      "http://localhost:3000/accept-invitation?id=inv1",
    );
    expect(mail.html).not.toContain("<b>Evil</b>");
    expect(mail.html).toContain("&lt;b&gt;Evil&lt;/b&gt;");
  });
});

describe("the magic-link mail", () => {
  it("carries the sign-in link and says it works once, for 5 minutes", () => {
    const mail = magicLinkMail(
      "ada@example.com",
      "http://localhost:3000/api/auth/magic-link/verify?token=t",
    );
    expect(mail).toMatchObject({ to: "ada@example.com", subject: "Your sign-in link" });
    expect(mail.text).toContain(
      "Sign in: http://localhost:3000/api/auth/magic-link/verify?token=t",
    );
    expect(mail.text).toContain("valid for 5 minutes");
  });
});

describe("the two-factor code mail", () => {
  it("carries the code to type and how long it lasts, and no link", () => {
    const mail = twoFactorCodeMail(user, "123456", 3, "en");
    expect(mail.to).toBe("new@example.com");
    expect(mail.subject).toBe("Your sign-in code");
    expect(mail.text.split("\n")).toContain("123456");
    expect(mail.text).toContain("valid for 3 minutes");
    expect(mail.html).toContain(">123456</span>");
    expect(mail.html).not.toContain("<a ");
    expect(mail.url).toBeUndefined();
  });

  it("is written in the reader's language", () => {
    const mail = twoFactorCodeMail(user, "654321", 3, "de");
    expect(mail.subject).toBe("Ihr Anmeldecode");
    expect(mail.text).toContain("3 Minuten");
  });
});
