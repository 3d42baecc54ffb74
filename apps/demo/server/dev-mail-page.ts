import { FALLBACK_LANGUAGE, type LanguageTag } from "../shared/i18n/languages";
import type { DevMail } from "./dev-mailbox";
import { mailText } from "./mail-messages";
import { escapeHtml } from "./mail-templates";

/**
 * Runs in the reader's browser: each <time> shows when its mail came in the reader's own time
 * zone and in the page's language (`<html lang>`) with Intl ("2 minutes ago · 23 Nov 2026,
 * 19:33"), refreshed every 30 s. Without JavaScript the server's UTC text stays.
 */
export const LOCAL_TIMES_SCRIPT = `
const language = document.documentElement.lang || undefined;
const relative = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
const local = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
const steps = [[60, "second"], [60, "minute"], [24, "hour"], [Infinity, "day"]];
function ago(date) {
  let amount = Math.round((date.getTime() - Date.now()) / 1000);
  for (const [size, unit] of steps) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
}
function showLocalTimes() {
  for (const time of document.querySelectorAll("time[datetime]")) {
    const date = new Date(time.dateTime);
    time.textContent = ago(date) + " · " + local.format(date);
    time.title = date.toString();
  }
}
showLocalTimes();
setInterval(showLocalTimes, 30000);
`;

/**
 * The dev mailbox as a page, in a language (the request's, see request-language): every
 * message, newest first, each with its one action link.
 */
export function renderDevMailPage(
  messages: DevMail[],
  language: LanguageTag = FALLBACK_LANGUAGE,
): string {
  const text = (key: Parameters<typeof mailText>[1]) => escapeHtml(mailText(language, key));
  const items = messages.map((mail) => renderMessage(mail, language)).join("\n");
  const empty = `<p class="empty">${text("mailbox.empty")}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text("mailbox.title")} · Tollgate Demo</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1d2433;overflow-wrap:anywhere}
main{max-width:760px;margin:0 auto;padding:32px 20px}
h1{font-size:22px;margin:0 0 4px}
.lead{color:#5b6478;margin:0 0 24px}
article{background:#fff;border:1px solid #e3e6ee;border-radius:12px;padding:16px 20px;margin:0 0 12px}
h2{font-size:16px;margin:0}
.meta{color:#5b6478;font-size:13px;margin:2px 0 10px}
.body{border-top:1px solid #eef0f5;padding-top:10px}
.empty{color:#5b6478}
</style>
</head>
<body>
<main>
<h1>${text("mailbox.title")}</h1>
<p class="lead">${text("mailbox.lead")} <a href="/">${text("mailbox.back")}</a></p>
${items || empty}
</main>
<script>${LOCAL_TIMES_SCRIPT}</script>
</body>
</html>`;
}

/** The mail as its reader would see it; its action is the one button inside it. */
function renderMessage(mail: DevMail, language: LanguageTag): string {
  const utc = `${mail.createdAt.slice(0, 16).replace("T", " ")} UTC`;
  return `<article data-mail-id="${escapeHtml(mail.id)}">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(mailText(language, "mailbox.to", { email: mail.to }))} · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(utc)}</time></p>
<div class="body">${mail.html}</div>
</article>`;
}
