import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeInChromium, useDemoInChromium } from "./support/demo-in-chromium";
import { waitForMail } from "./support/dev-mailbox-client";
import { openHeaderMenuIfFolded } from "./support/journey-steps";
import { expectNothingOverflows, expectTitle, longEmailAddress } from "./support/page-checks";
import { createScreenshotter } from "./support/screenshots";

const PASSWORD = "correct horse battery";

/**
 * The newcomer's journey in a browser whose language is German, at a desktop and at a phone
 * width: the demo starts in German without being asked (navigator.languages), its pages, errors,
 * titles and mails are German, long German words stay inside their boxes, Pricing shows its
 * plans and prices the German way, and the footer's language menu switches to Russian, which
 * the browser then remembers.
 */
// Each step is a browser journey of its own; on a 2-core machine running the other journeys at the
// same time, the first page load alone has taken over the 30 s default.
describeInChromium("the demo in German, in Chromium", { timeout: 120_000 }, () => {
  // DEV_PLATFORM=1: the local stand-in of the payments platform, so Pricing is there.
  const demo = useDemoInChromium({ DEV_PLATFORM: "1" });

  describe.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])("at $width px", (viewport) => {
    const shot = createScreenshotter(`de-${viewport.width}px`);
    let context: BrowserContext;
    let page: Page;
    const heading = (text: string) => page.getByRole("heading", { level: 1, name: text });
    const fieldError = (id: string) => page.locator(`#${id}-error`);
    const email = longEmailAddress(`greta${viewport.width}`);

    beforeAll(async () => {
      context = await demo.browser.newContext({ viewport, locale: "de-DE" });
      page = await context.newPage();
    });

    afterAll(() => context?.close());

    it("starts in the browser's language: the sign-up page, its title and its errors are German", async () => {
      await page.goto(demo.url("/sign-up"));
      await heading("Konto erstellen").waitFor();
      await expectTitle(page, "Registrieren · Tollgate Demo");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
      await page.getByRole("button", { name: "Konto erstellen" }).click();
      await expect.poll(() => fieldError("name").textContent()).toBe("Geben Sie Ihren Namen ein.");
      expect(await fieldError("email").textContent()).toBe("Geben Sie Ihre E-Mail-Adresse ein.");
      expect(await fieldError("password").textContent()).toBe(
        "Verwenden Sie mindestens 8 Zeichen.",
      );
      await expectNothingOverflows(page);
      await shot(page, "sign-up-errors");

      // Errors on the screen follow a change of language at once, and back.
      await page.getByLabel("Sprache", { exact: true }).selectOption({ label: "Français" });
      await expect.poll(() => fieldError("name").textContent()).toBe("Saisissez votre nom.");
      await heading("Créez votre compte").waitFor();
      await page.getByLabel("Langue", { exact: true }).selectOption({ label: "Deutsch" });
      await expect.poll(() => fieldError("name").textContent()).toBe("Geben Sie Ihren Namen ein.");
    });

    it("signs up, gets the verification mail in German and lands verified", async () => {
      await page.getByLabel("Name", { exact: true }).fill("Greta Großmann-Überschwänglich");
      await page.getByLabel("E-Mail", { exact: true }).fill(email);
      await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Konto erstellen" }).click();
      await heading("Prüfen Sie Ihre E-Mails").waitFor();
      await expectTitle(page, "Prüfen Sie Ihre E-Mails · Tollgate Demo");
      await expectNothingOverflows(page);
      await shot(page, "check-email");

      const mail = await waitForMail(demo.baseURL, { to: email, subject: /bestätigen/i });
      expect(mail.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
      expect(mail.text).toMatch(/^Hallo Greta Großmann-Überschwänglich,/);
      expect(mail.text).toContain(`E-Mail bestätigen: ${mail.url}`);
      await page.goto(mail.url);
      await heading("Ihre E-Mail ist bestätigt").waitFor();
      await page.getByText(`Sie sind als ${email} angemeldet.`).waitFor();
      await expectNothingOverflows(page);
      await shot(page, "verified");
    });

    it("shows the account settings in German, dates the German way, and refuses in German", async () => {
      await page.getByRole("link", { name: "Zu Ihrem Konto" }).click();
      await heading("Kontoeinstellungen").waitFor();
      await expectTitle(page, "Kontoeinstellungen · Tollgate Demo");
      const sessions = page.getByRole("list", { name: "Aktive Sitzungen" }).getByRole("listitem");
      await expect.poll(() => sessions.count()).toBe(1);
      const session = await sessions.first().textContent();
      expect(session).toContain("Dieses Gerät");
      // Intl.DateTimeFormat("de", medium date): "26.11.2026, 19:33".
      expect(session).toMatch(/angemeldet am \d\d\.\d\d\.\d{4}, \d\d:\d\d/);

      const password = page.getByRole("region", { name: "Passwort" });
      await password.getByLabel("Aktuelles Passwort", { exact: true }).fill("not my password");
      await password.getByLabel("Neues Passwort", { exact: true }).fill("another long password");
      await password.getByRole("button", { name: "Passwort ändern" }).click();
      await expect
        .poll(() => fieldError("current-password").textContent())
        .toBe("Das Passwort ist nicht richtig.");
      await expectNothingOverflows(page);
      await shot(page, "account");
    });

    it("counts members with German plurals on the organization page", async () => {
      await page.goto(demo.url("/organization"));
      await heading("Organisationen").waitFor();
      // One long word (its address, made from it, is unique across the app: one per width).
      const name = `Überseeverpackungsgesellschaft${viewport.width}`;
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Organisation erstellen" }).click();
      await heading(name).waitFor();
      await page.getByText(`1 Person in ${name}.`).waitFor();
      await page.getByText(`/uberseeverpackungsgesellschaft${viewport.width}`).waitFor();
      await page.getByText("Ihre Rolle: Inhaber").waitFor();
      await expectNothingOverflows(page);
      await shot(page, "organization");
    });

    it("opens Pricing from the header in German: prices in German notation, plans and the Billing section in German words", async () => {
      await openHeaderMenuIfFolded(page);
      await page.getByRole("link", { name: "Preise", exact: true }).click();
      await heading("Preise").waitFor();
      await expectTitle(page, "Preise · Tollgate Demo");
      // The platform's product names stay as they are; the words around them are German.
      const pro = page.getByRole("article").filter({ hasText: "Pro monthly" });
      // Intl.NumberFormat("de", USD): "12,00 $" (a no-break space before the sign).
      await expect
        .poll(() => pro.locator(".plan-price").textContent())
        .toBe("12,00\u00a0$ pro Monat");
      await pro.getByRole("button", { name: "Abonnieren: Pro monthly" }).waitFor();
      const lifetime = page.getByRole("article").filter({ hasText: "Lifetime" });
      await lifetime.getByText("einmalig", { exact: true }).waitFor();
      await lifetime.getByRole("button", { name: "Kaufen: Lifetime" }).waitFor();
      await page.getByText("Zahlungen gehen an den lokalen Stellvertreter der Plattform").waitFor();
      await expectNothingOverflows(page);
      await shot(page, "pricing");

      // Abonnieren: the stand-in's checkout in German, the language on its address.
      await pro.getByRole("button", { name: "Abonnieren: Pro monthly" }).click();
      await page.waitForURL((address) => address.pathname.startsWith("/dev-platform/checkout/"));
      expect(new URL(page.url()).searchParams.get("lang")).toBe("de");
      await heading("Pro monthly").waitFor();
      await expectTitle(page, "Bezahlen: Pro monthly · Zahlungs-Stellvertreter");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
      await page.getByText("12,00\u00a0$ pro Monat", { exact: true }).waitFor();
      expect(await page.getByLabel("E-Mail", { exact: true }).inputValue()).toBe(email);
      await page.getByLabel("Name auf der Karte", { exact: true }).waitFor();
      await page.getByRole("button", { name: "12,00\u00a0$ bezahlen" }).waitFor();
      await page.getByText(/^Dieser Bezahlvorgang bleibt noch \d+ Minuten offen\.$/).waitFor();
      await expectNothingOverflows(page);
      await shot(page, "checkout");
      await page.getByRole("link", { name: "Abbrechen und zurück" }).click();
      await heading("Preise").waitFor();

      await page.goto(demo.url("/account#billing"));
      const billing = page.getByRole("region", { name: "Abrechnung" });
      await billing.getByText("Noch kein Abonnement.").waitFor();
      await billing.getByText("Noch keine Leistungen: Sie kommen mit einem Tarif.").waitFor();
      await billing.getByRole("link", { name: "Tarife ansehen" }).waitFor();
    });

    it("switches to Russian from the footer, remembers it on reload, and opens the dev mailbox in it", async () => {
      await page.goto(demo.url("/account"));
      await heading("Kontoeinstellungen").waitFor();
      await page.getByLabel("Sprache", { exact: true }).selectOption({ label: "Русский" });
      await heading("Настройки аккаунта").waitFor();
      await expectTitle(page, "Настройки аккаунта · Tollgate Demo");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
      await page.reload();
      await heading("Настройки аккаунта").waitFor();
      await expectNothingOverflows(page);
      await shot(page, "account-russian");

      const mailbox = page.getByRole("link", { name: "Открыть почтовый ящик разработчика" });
      const [mailboxPage] = await Promise.all([context.waitForEvent("page"), mailbox.click()]);
      await mailboxPage
        .getByRole("heading", { level: 1, name: "Почтовый ящик разработчика" })
        .waitFor();
      const time = mailboxPage.locator("article time").first();
      // Intl.RelativeTimeFormat("ru"): "1 минуту назад", "только что", "5 секунд назад".
      await expect.poll(() => time.textContent()).toMatch(/(назад|сейчас|только что) · /);
      await expectNothingOverflows(mailboxPage);
      await shot(mailboxPage, "dev-mailbox-russian");
      await mailboxPage.close();
    });

    it("in Russian, Subscribe opens the stand-in's checkout in Russian, though the browser asks for German", async () => {
      await page.goto(demo.url("/pricing"));
      await heading("Тарифы").waitFor();
      const pro = page.getByRole("article").filter({ hasText: "Pro monthly" });
      await pro.getByRole("button", { name: "Подписаться: Pro monthly" }).click();
      await page.waitForURL((address) => address.pathname.startsWith("/dev-platform/checkout/"));
      expect(new URL(page.url()).searchParams.get("lang")).toBe("ru");
      await expectTitle(page, "Оплата: Pro monthly · Замена платёжной платформы");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
      await page.getByText("12,00\u00a0$ в месяц", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Оплатить 12,00\u00a0$" }).waitFor();
      await expectNothingOverflows(page);
      await shot(page, "checkout-russian");
      await page.getByRole("link", { name: "Отменить и вернуться" }).click();
      await heading("Тарифы").waitFor();
    });

    it("after signing out, a wrong password is refused in the language chosen", async () => {
      await openHeaderMenuIfFolded(page);
      await page.getByRole("button", { name: "Выйти", exact: true }).click();
      await heading("С возвращением").waitFor();
      await page.getByLabel("Эл. почта или имя пользователя", { exact: true }).fill(email);
      await page.getByLabel("Пароль", { exact: true }).fill("not my password");
      await page.getByRole("button", { name: "Войти", exact: true }).click();
      await page.getByText("Такой пары почты и пароля нет ни у одного аккаунта.").waitFor();
      await expectNothingOverflows(page);
      await shot(page, "sign-in-refused-russian");
    });

    it("takes a language from the address by the spec's id (?lang=82) or tag, and keeps it", async () => {
      await page.goto(demo.url("/sign-in?lang=82"));
      await heading("Tekrar hoş geldiniz").waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("tr");
      await page.goto(demo.url("/sign-up"));
      await heading("Hesabınızı oluşturun").waitFor();
      await page.goto(demo.url("/sign-up?lang=uk-UA"));
      await heading("Створіть обліковий запис").waitFor();
      await expectNothingOverflows(page);
      await shot(page, "sign-up-ukrainian");
    });
  });
});
