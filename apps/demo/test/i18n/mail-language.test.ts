import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDevMailPage } from "../../server/dev-mail-page";
import { renderAuthorizePage } from "../../server/dev-oidc/authorize-page";
import { MAIL_CATALOGUES } from "../../server/mail-messages";
import { invitationMail, resetPasswordMail } from "../../server/mail-templates";
import { LANGUAGE_TAGS } from "../../shared/i18n/languages";
import { startInProcessDemo } from "../support/in-process-demo";
import { catalogueProblems, untranslatedKeys } from "./catalogue-checks";

describe("the demo's mails in its eight languages", () => {
  it("have every English text in every language, with the same placeholders", () => {
    expect(catalogueProblems(MAIL_CATALOGUES)).toEqual([]);
    for (const language of LANGUAGE_TAGS.filter((tag) => tag !== "en")) {
      const same = untranslatedKeys(MAIL_CATALOGUES[language], MAIL_CATALOGUES.en);
      expect(same.length, `${language} copies ${same.join(", ")}`).toBeLessThanOrEqual(2);
    }
  });

  it("are written in the language asked for, role names included", () => {
    const reset = resetPasswordMail(
      { email: "ada@example.com", name: "Ada" },
      "http://localhost:3000/reset",
      "pl",
    );
    expect(reset.subject).toBe("Zresetuj hasło");
    expect(reset.text).toMatch(/^Cześć Ada,\n/);
    expect(reset.text).toContain("Ustaw nowe hasło: http://localhost:3000/reset");
    const invitation = invitationMail(
      { email: "bo@example.com", role: "admin", organizationName: "Acme", inviterName: "Ada" },
      "http://localhost:3000/accept-invitation?id=1",
      "ru",
    );
    expect(invitation.subject).toBe("Ada приглашает вас в Acme");
    expect(invitation.text).toContain("с ролью «администратор»");
  });

  it("the local OpenID provider's page is in the language asked for, the client's id in bold", () => {
    const params = new URLSearchParams({ client_id: "tollgate-demo" });
    const html = renderAuthorizePage(params, "/dev-oidc/authorize", undefined, "de");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h1>Wer möchten Sie sein?</h1>");
    expect(html).toContain("Anmeldung bei <strong>tollgate-demo</strong>. Diese Seite");
    expect(html).toContain(">Als diese Person fortfahren</button>");
  });

  it("the dev mailbox page is in the language asked for, times by the page's <html lang>", () => {
    const html = renderDevMailPage([], "tr");
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain("<h1>Geliştirici posta kutusu</h1>");
    expect(html).toContain("document.documentElement.lang");
  });
});

// The real server parts in-process: the language travels from the request to the mail.
describe("a mail sent while answering a request", () => {
  let baseURL = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ baseURL, close } = await startInProcessDemo());
  });

  afterAll(() => close());

  const signUp = (email: string, acceptLanguage: string | null) =>
    fetch(`${baseURL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: baseURL,
        ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
      },
      body: JSON.stringify({ name: "Grace", email, password: "correct horse battery" }),
    });

  const subjectOfMailTo = async (email: string) => {
    const response = await fetch(`${baseURL}/api/dev/mail`);
    const messages = (await response.json()) as Array<{ to: string; subject: string }>; // our JSON
    return messages.find((mail) => mail.to === email)?.subject;
  };

  it("is in the request's Accept-Language (the front end sends its chosen language there)", async () => {
    expect((await signUp("de@example.com", "de")).status).toBe(200);
    expect(await subjectOfMailTo("de@example.com")).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    expect((await signUp("uk@example.com", "fr;q=0.4, uk-UA")).status).toBe(200);
    expect(await subjectOfMailTo("uk@example.com")).toBe("Підтвердьте адресу електронної пошти");
  });

  it("is in English when the request names no language the demo speaks, or none", async () => {
    expect((await signUp("ja@example.com", "ja, zh;q=0.8")).status).toBe(200);
    expect(await subjectOfMailTo("ja@example.com")).toBe("Verify your email address");
    expect((await signUp("none@example.com", null)).status).toBe(200);
    expect(await subjectOfMailTo("none@example.com")).toBe("Verify your email address");
  });

  it("the dev mailbox page follows ?lang= (a spec id or a tag), then Accept-Language", async () => {
    const page = async (query: string, acceptLanguage: string) =>
      (
        await fetch(`${baseURL}/dev/mail${query}`, {
          headers: { "accept-language": acceptLanguage },
        })
      ).text();
    expect(await page("?lang=16", "de")).toContain('<html lang="fr">');
    expect(await page("?lang=es", "de")).toContain('<html lang="es">');
    expect(await page("", "pl-PL,pl;q=0.9")).toContain('<html lang="pl">');
  });
});
