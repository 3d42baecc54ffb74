import { beforeEach, describe, expect, it } from "vitest";
import { createDevPlatform, type DevPlatform, seededProducts } from "../server/dev-platform";

const ORIGIN = "http://demo.test";
const BASE = `${ORIGIN}/dev-platform`;
const TOKEN = "polar_oat_stand-in-token";
const [PRO_MONTHLY] = seededProducts();
/** The stand-in's clock: 26 November 2026, 09:00 UTC, moved by the tests. */
const START = Date.UTC(2026, 10, 26, 9, 0, 0);
const MINUTE = 60_000;
const GERMAN_BROWSER = "de-DE,de;q=0.9,en;q=0.8";
const RUSSIAN_BROWSER = "ru-RU,ru;q=0.9,en;q=0.8";

// The stand-in in-process, with its own clock; the app's webhook endpoint (the network edge)
// answers 200. The pages are asked for as a browser would: with or without ?lang=, with or
// without Accept-Language.
describe("the payments stand-in's pages in the reader's language", () => {
  let platform: DevPlatform;
  let now = START;

  beforeEach(() => {
    now = START;
    platform = createDevPlatform({
      baseUrl: BASE,
      accessToken: TOKEN,
      webhookUrl: `${ORIGIN}/api/auth/billing/webhooks`,
      webhookSecret: "polar_whs_test-secret-of-the-stand-in",
      fetch: async () => new Response(JSON.stringify({ received: true }), { status: 200 }),
      now: () => now,
    });
  });

  async function api(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await platform.handle(
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  }

  /** A checkout of Pro monthly for Ada (user-1): the address the billing plugin would answer. */
  async function checkoutUrl(): Promise<string> {
    await api("/v1/customers/", { email: "ada@example.com", external_id: "user-1" });
    const checkout = await api("/v1/checkouts/", {
      products: [PRO_MONTHLY?.id],
      external_customer_id: "user-1",
      success_url: `${ORIGIN}/account?checkout_id={CHECKOUT_ID}`,
      return_url: `${ORIGIN}/pricing`,
    });
    return String(checkout.url);
  }

  async function page(url: string, acceptLanguage?: string): Promise<[number, string]> {
    const headers = acceptLanguage ? { "accept-language": acceptLanguage } : undefined;
    const response = await platform.handle(new Request(url, { headers }));
    return [response.status, await response.text()];
  }

  /** "Pay" as the page's form sends it: to its action, from the stand-in's own page. */
  function pay(action: string, email: string, acceptLanguage?: string): Promise<Response> {
    return platform.handle(
      new Request(new URL(action, ORIGIN), {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
        },
        body: new URLSearchParams({ email, name: "Ada Lovelace" }),
      }),
    );
  }

  function formAction(html: string): string {
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error("the page has no form");
    return action.replaceAll("&amp;", "&");
  }

  async function portalUrl(): Promise<string> {
    const url = await checkoutUrl();
    const paid = await pay(url, "ada@example.com");
    expect(paid.status).toBe(303);
    const session = await api("/v1/customer-sessions/", {
      external_customer_id: "user-1",
      return_url: `${ORIGIN}/account`,
    });
    return String(session.customer_portal_url);
  }

  it("shows the checkout in German for ?lang=de: words, title, price and Pay the German way, the language kept on its form", async () => {
    const url = await checkoutUrl();
    const [status, html] = await page(`${url}?lang=de`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Bezahlen: Pro monthly · Zahlungs-Stellvertreter</title>");
    // Intl.NumberFormat("de", USD): "12,00 $", a no-break space before the sign.
    expect(html).toContain('<p class="price">12,00\u00a0$ <small>pro Monat</small></p>');
    expect(html).toContain("<h2>Enthalten</h2>");
    expect(html).toContain('<label for="checkout-name">Name auf der Karte</label>');
    expect(html).toContain(">12,00\u00a0$ bezahlen</button>");
    expect(html).toContain(">Abbrechen und zurück</a>");
    expect(html).toContain("Dieser Bezahlvorgang bleibt noch 60 Minuten offen.");
    expect(html).not.toMatch(/Pay|per month|Card number/);
    expect(formAction(html)).toBe(`${url}?lang=de`);
  });

  it("takes the language by its spec id (?lang=6) and from Accept-Language when the address names none", async () => {
    const url = await checkoutUrl();
    const [, byId] = await page(`${url}?lang=6`);
    expect(byId).toContain(">12,00\u00a0$ bezahlen</button>");
    expect(formAction(byId)).toBe(`${url}?lang=de`);

    const [, germanBrowser] = await page(url, GERMAN_BROWSER);
    expect(germanBrowser).toContain('<html lang="de">');
    expect(germanBrowser).toContain('<p class="price">12,00\u00a0$ <small>pro Monat</small></p>');
    expect(germanBrowser).toContain(">12,00\u00a0$ bezahlen</button>");

    const [, russian] = await page(url, RUSSIAN_BROWSER);
    expect(russian).toContain('<html lang="ru">');
    expect(russian).toContain("<title>Оплата: Pro monthly · Замена платёжной платформы</title>");
    expect(russian).toContain('<p class="price">12,00\u00a0$ <small>в месяц</small></p>');
    expect(russian).toContain(">Оплатить 12,00\u00a0$</button>");
    expect(russian).toContain('<label for="checkout-email">Эл. почта</label>');
    // The browser sends its Accept-Language again: nothing to keep on the form.
    expect(formAction(russian)).toBe(url);

    // The address wins over the browser.
    const [, german] = await page(`${url}?lang=de`, RUSSIAN_BROWSER);
    expect(german).toContain('<html lang="de">');
  });

  it("falls back to English for a language the demo does not speak", async () => {
    const url = await checkoutUrl();
    for (const [address, acceptLanguage] of [
      [`${url}?lang=ja`, "ja-JP,ja;q=0.9"],
      [url, "ja-JP,zh;q=0.8"],
      [`${url}?lang=999`, undefined],
    ] as const) {
      const [, html] = await page(address, acceptLanguage);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("<title>Checkout: Pro monthly · Payments stand-in</title>");
      expect(html).toContain('<p class="price">$12.00 <small>per month</small></p>');
      expect(html).toContain(">Pay $12.00</button>");
      expect(html).toContain("This checkout stays open for 60 more minutes.");
    }
  });

  it("counts the minutes left with the language's plurals", async () => {
    const url = await checkoutUrl();
    const minutesLeft = async (left: number, language: string) => {
      now = START + (60 - left) * MINUTE;
      const [, html] = await page(`${url}?lang=${language}`);
      return /<p class="muted">([^<]*(?:minut|Minut|минут|dakika|хвилин)[^<]*)<\/p>/.exec(
        html,
      )?.[1];
    };
    expect(await minutesLeft(1, "ru")).toBe("Оплатить можно ещё 1 минуту.");
    expect(await minutesLeft(3, "ru")).toBe("Оплатить можно ещё 3 минуты.");
    expect(await minutesLeft(21, "ru")).toBe("Оплатить можно ещё 21 минуту.");
    expect(await minutesLeft(12, "ru")).toBe("Оплатить можно ещё 12 минут.");
    expect(await minutesLeft(22, "pl")).toBe("Ta płatność będzie otwarta jeszcze przez 22 minuty.");
    expect(await minutesLeft(25, "pl")).toBe("Ta płatność będzie otwarta jeszcze przez 25 minut.");
    expect(await minutesLeft(1, "de")).toBe("Dieser Bezahlvorgang bleibt noch 1 Minute offen.");
    expect(await minutesLeft(44, "uk")).toBe("Сплатити можна ще 44 хвилини.");
  });

  it("keeps the language after a failed Pay: the refusal and the form again in German, then Pay goes through", async () => {
    const url = await checkoutUrl();
    const [, html] = await page(`${url}?lang=de`);
    // The form posts back without Accept-Language: only the address says German.
    const refused = await pay(formAction(html), "not an address");
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('<html lang="de">');
    expect(again).toContain(
      '<p class="error" role="alert">Geben Sie die E-Mail-Adresse ein, an die der Beleg gehen soll.</p>',
    );
    expect(again).toContain('value="not an address"');
    expect(formAction(again)).toBe(`${url}?lang=de`);

    const paid = await pay(formAction(again), "ada@example.com");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^http:\/\/demo\.test\/account\?checkout_id=/);

    // The paid checkout's own page, asked for again in the language of the address.
    const [closedStatus, closed] = await page(`${url}?lang=de`);
    expect(closedStatus).toBe(200);
    expect(closed).toContain("<h1>Dieser Bezahlvorgang ist abgeschlossen</h1>");
    expect(closed).toContain(">Zurück zur App</a>");
  });

  it("without a success URL, Pay lands on the checkout's own paid page in the language of its address", async () => {
    const checkout = await api("/v1/checkouts/", { products: [PRO_MONTHLY?.id] });
    const url = String(checkout.url);
    const paid = await pay(`${url}?lang=pl`, "bo@example.com");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${url}?lang=pl`);
    const [status, html] = await page(`${url}?lang=pl`);
    expect(status).toBe(200);
    expect(html).toContain("<h1>Ta płatność została już zrealizowana</h1>");
  });

  it("refuses a bad Pay in Russian when the browser asks for Russian", async () => {
    const url = await checkoutUrl();
    const refused = await pay(url, "", RUSSIAN_BROWSER);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "Введите адрес электронной почты, на который отправить чек.",
    );
  });

  it("says an expired or unknown checkout in the language asked for", async () => {
    const url = await checkoutUrl();
    now = START + 61 * MINUTE;
    const [expiredStatus, expired] = await page(`${url}?lang=fr`);
    expect(expiredStatus).toBe(410);
    expect(expired).toContain("<title>Paiement expiré · Doublure de paiement</title>");
    expect(expired).toContain("<h1>Ce paiement a expiré</h1>");
    const [unknownStatus, unknown] = await page(`${BASE}/checkout/nope`, "tr-TR");
    expect(unknownStatus).toBe(404);
    expect(unknown).toContain('<html lang="tr">');
    expect(unknown).toContain("<h1>Böyle bir ödeme yok</h1>");
  });

  it("shows the customer portal in German for ?lang=de: amounts, statuses and days the German way", async () => {
    const url = await portalUrl();
    expect(url).toMatch(`${BASE}/portal?customer_session_token=`);
    const [status, html] = await page(`${url}&lang=de`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Kundenportal · Zahlungs-Stellvertreter</title>");
    expect(html).toContain("<h1>Ihre Käufe</h1>");
    expect(html).toContain("Im Kundenportal angemeldet als <strong>ada@example.com</strong>.");
    expect(html).toContain(
      "<td>12,00\u00a0$ pro Monat</td><td>aktiv, verlängert sich am 26. Dezember 2026</td>",
    );
    expect(html).toContain("<th>Datum</th><th>Produkt</th><th>Betrag</th><th>Status</th>");
    expect(html).toContain(
      "<td>26. November 2026</td><td>Pro monthly</td><td>12,00\u00a0$</td><td>bezahlt</td>",
    );
    expect(html).toContain(">Abonnement kündigen</button>");
    expect(html).toContain(">Zurück zur App</a>");
  });

  it("shows the customer portal in Russian from Accept-Language", async () => {
    const url = await portalUrl();
    const [, html] = await page(url, RUSSIAN_BROWSER);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain("<h1>Ваши покупки</h1>");
    expect(html).toContain("<h2>Подписки</h2>");
    expect(html).toContain(
      "<td>12,00\u00a0$ в месяц</td><td>активна, продлится 26 декабря 2026 г.</td>",
    );
    expect(html).toContain("<td>Pro monthly</td><td>12,00\u00a0$</td><td>оплачен</td>");
    expect(html).toContain(">Отменить подписку</button>");
  });

  it("shows the customer portal in German from Accept-Language and in Russian by ?lang=0 (its spec id)", async () => {
    const url = await portalUrl();
    const [, german] = await page(url, GERMAN_BROWSER);
    expect(german).toContain('<html lang="de">');
    expect(german).toContain("<h1>Ihre Käufe</h1>");
    expect(german).toContain("<td>aktiv, verlängert sich am 26. Dezember 2026</td>");
    // The browser sends its Accept-Language again: nothing to keep on the form.
    expect(formAction(german)).toBe(`${BASE}/portal/cancel-subscription`);
    const [, russian] = await page(`${url}&lang=0`, GERMAN_BROWSER);
    expect(russian).toContain('<html lang="ru">');
    expect(russian).toContain("<td>26 ноября 2026 г.</td><td>Pro monthly</td>");
    expect(formAction(russian)).toBe(`${BASE}/portal/cancel-subscription?lang=ru`);
  });

  it("keeps the portal's language through 'Cancel subscription', its question and back", async () => {
    const url = await portalUrl();
    const [, html] = await page(`${url}&lang=de`);
    const action = formAction(html);
    expect(action).toBe(`${BASE}/portal/cancel-subscription?lang=de`);
    const form = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]+)">/g)].map(
        (match) => [match[1] ?? "", match[2] ?? ""] as [string, string],
      ),
    );
    // The portal asks first, in German, and cancels only on "Ja, kündigen".
    const asked = await platform.handle(
      new Request(action, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
      }),
    );
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain("<h1>Pro monthly kündigen?</h1>");
    expect(question).toContain(">Ja, kündigen</button>");
    expect(formAction(question)).toBe(action);
    form.set("confirm", "yes");
    const cancelled = await platform.handle(
      new Request(action, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
      }),
    );
    expect(cancelled.status).toBe(303);
    const back = cancelled.headers.get("location") ?? "";
    expect(back).toBe(`${url}&lang=de`);
    const [, after] = await page(back);
    expect(after).toContain("<td>endet am 26. Dezember 2026</td>");
    expect(after).not.toContain("Abonnement kündigen");
  });

  it("says an expired portal link in Ukrainian", async () => {
    const [status, html] = await page(`${BASE}/portal?customer_session_token=nope&lang=uk`);
    expect(status).toBe(410);
    expect(html).toContain("<h1>Термін дії посилання на портал минув</h1>");
  });

  it("shows the console in Russian with the deliveries counted by Russian plurals, and keeps ?lang= through its buttons", async () => {
    const [, empty] = await page(`${BASE}/console`, RUSSIAN_BROWSER);
    expect(empty).toContain("<h1>Доставки вебхуков</h1>");
    expect(empty).toContain("0 подписанных доставок Standard Webhooks на <code>");
    expect(empty).toContain("Пока ничего не отправлено.");

    await portalUrl();
    const deliveries = platform.deliveries.list();
    expect(deliveries).toHaveLength(9);
    const [, html] = await page(`${BASE}/console?lang=ru`);
    expect(html).toContain(
      "9 подписанных доставок Standard Webhooks на <code>http://demo.test/api/auth/billing/webhooks</code>, новые сверху.",
    );
    expect(html).toContain("<th>Событие</th><th>Доставка</th><th>Попытки</th>");
    // Times of day in 24 hours, UTC.
    expect(html).toMatch(/отправлено 09:00:00 → HTTP 200/);
    expect(html).toContain(">Повторить</button>");

    const newest = deliveries[0];
    if (!newest) throw new Error("no delivery");
    const refused = await platform.handle(
      new Request(`${BASE}/console/deliveries/${newest.id}/out-of-order?lang=pl`, {
        method: "POST",
      }),
    );
    const location = refused.headers.get("location") ?? "";
    expect(location).toBe(`${BASE}/console?refused=NO_NEWER_VERSION&lang=pl`);
    const [, notice] = await page(location);
    expect(notice).toContain(
      '<p class="error" role="alert">Po niej nie wysłano niczego nowszego o tym obiekcie, więc wysłanie jej teraz nie byłoby poza kolejnością.</p>',
    );
    expect(notice).toContain("9 podpisanych wysyłek Standard Webhooks");

    const replayed = await platform.handle(
      new Request(`${BASE}/console/deliveries/${newest.id}/replay?lang=pl`, { method: "POST" }),
    );
    const [, afterReplay] = await page(replayed.headers.get("location") ?? "");
    expect(afterReplay).toContain("Wysłano ponownie z tym samym webhook-id.");
    expect(afterReplay).toMatch(/wysłano ponownie 09:00:00 → HTTP 200/);
  });

  it("counts a single delivery with the singular", async () => {
    await api("/v1/customers/", { email: "bo@example.com", external_id: "user-2" });
    expect(platform.deliveries.list()).toHaveLength(1);
    const [, russian] = await page(`${BASE}/console?lang=ru`);
    expect(russian).toContain("1 подписанная доставка Standard Webhooks");
    const [, english] = await page(`${BASE}/console`);
    expect(english).toContain("1 signed Standard Webhooks delivery to");
  });

  it("says a page it does not have, and a form from another site, in the language asked for", async () => {
    const [status, missing] = await page(`${BASE}/nothing-here`, "es-ES");
    expect(status).toBe(404);
    expect(missing).toContain("<h1>No encontrado</h1>");
    expect(missing).toContain(
      "La consola de entregas de webhooks está en <code>/dev-platform/console</code>.",
    );
    const foreign = await platform.handle(
      new Request(`${BASE}/console/deliveries/x/replay?lang=tr`, {
        method: "POST",
        headers: { "sec-fetch-site": "cross-site" },
      }),
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("<h1>Reddedildi</h1>");
  });
});
