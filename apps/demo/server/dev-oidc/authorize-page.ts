import type { LanguageTag } from "../../shared/i18n/languages";
import { type MailMessageKey, mailText } from "../mail-messages";
import { escapeHtml } from "../mail-templates";
import { requestLanguage } from "../request-language";
import { FORWARDED_PARAMETERS } from "./authorization-request";
import { MADE_UP_PEOPLE } from "./people";

const STYLE = `
*{box-sizing:border-box}
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1d2433;overflow-wrap:anywhere}
main{max-width:440px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border:1px solid #e3e6ee;border-radius:12px;padding:20px}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#92400e;background:#fef3c7;border-radius:999px;padding:2px 10px;margin:0 0 12px}
h1{font-size:20px;margin:0 0 4px}
.lead{color:#5b6478;margin:0 0 16px}
.people{display:grid;gap:8px;margin:0 0 20px}
button{font:inherit;cursor:pointer;border-radius:8px}
.person{display:flex;flex-direction:column;align-items:flex-start;width:100%;text-align:left;background:#fff;border:1px solid #d5d9e4;padding:10px 14px}
.person:hover,.person:focus-visible{border-color:#4f46e5;background:#f5f5ff}
.person strong{font-weight:600}
.person span{color:#5b6478;font-size:13px}
fieldset{border:1px solid #e3e6ee;border-radius:8px;padding:12px 14px;margin:0 0 16px}
legend{font-weight:600;padding:0 4px}
label{display:block;font-size:13px;font-weight:600;margin:8px 0 4px}
input[type=text],input[type=email]{width:100%;font:inherit;padding:8px 10px;border:1px solid #d5d9e4;border-radius:8px}
.primary{margin-top:12px;width:100%;background:#4f46e5;color:#fff;border:0;padding:9px 14px;font-weight:600}
.cancel{width:100%;background:none;border:1px solid #d5d9e4;padding:8px 14px;color:#1d2433}
.error{color:#b91c1c;background:#fef2f2;border:1px solid #fecaca;border-radius:8px;padding:8px 12px;margin:0 0 16px}
`;

/**
 * The page in a language: a real provider speaks the browser's language, so this one follows
 * the request's Accept-Language (see request-language).
 */
function page(language: LanguageTag, title: string, body: string): string {
  const text = (key: MailMessageKey) => escapeHtml(mailText(language, key));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${text("devOidc.pageSuffix")}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="badge">${text("devOidc.badge")}</p>
${body}
</div>
</main>
</body>
</html>`;
}

/**
 * "Who do you want to be": one button per made-up person, or a typed name and email. Every
 * choice posts the original request back with it; email_verified is always true.
 */
export function renderAuthorizePage(
  params: URLSearchParams,
  formAction: string,
  problem?: { message: string; name: string; email: string },
  language: LanguageTag = requestLanguage(),
): string {
  const text = (key: MailMessageKey) => escapeHtml(mailText(language, key));
  // The client's id goes in bold where the lead names it.
  const [beforeClient = "", afterClient = ""] = mailText(language, "devOidc.lead").split(
    "{client}",
  );
  const hidden = FORWARDED_PARAMETERS.flatMap((name) => {
    const value = params.get(name);
    return value === null
      ? []
      : [`<input type="hidden" name="${name}" value="${escapeHtml(value)}">`];
  }).join("\n");
  const people = MADE_UP_PEOPLE.map(
    (person) =>
      `<button class="person" type="submit" name="person" value="${person.key}"><strong>${escapeHtml(person.name)}</strong><span>${escapeHtml(person.email)}</span></button>`,
  ).join("\n");
  const error = problem ? `<p class="error" role="alert">${escapeHtml(problem.message)}</p>` : "";
  return page(
    language,
    mailText(language, "devOidc.title"),
    `<h1>${text("devOidc.heading")}</h1>
<p class="lead">${escapeHtml(beforeClient)}<strong>${escapeHtml(params.get("client_id") ?? "")}</strong>${escapeHtml(afterClient)}</p>
${error}
<form method="post" action="${escapeHtml(formAction)}">
${hidden}
<div class="people">
${people}
</div>
</form>
<form method="post" action="${escapeHtml(formAction)}">
${hidden}
<fieldset>
<legend>${text("devOidc.someoneElse")}</legend>
<label for="dev-oidc-name">${text("devOidc.name")}</label>
<input id="dev-oidc-name" type="text" name="name" autocomplete="name" value="${escapeHtml(problem?.name ?? "")}" required>
<label for="dev-oidc-email">${text("devOidc.email")}</label>
<input id="dev-oidc-email" type="email" name="email" autocomplete="email" value="${escapeHtml(problem?.email ?? "")}" required>
<button class="primary" type="submit" name="person" value="custom">${text("devOidc.continue")}</button>
</fieldset>
</form>
<form method="post" action="${escapeHtml(formAction)}">
${hidden}
<button class="cancel" type="submit" name="decision" value="deny">${text("devOidc.cancel")}</button>
</form>`,
  );
}

/** A request the provider cannot answer at the client's redirect URI (unknown client or URI). */
export function renderRequestErrorPage(
  message: string,
  language: LanguageTag = requestLanguage(),
): string {
  const text = (key: MailMessageKey) => escapeHtml(mailText(language, key));
  return page(
    language,
    mailText(language, "devOidc.invalidTitle"),
    `<h1>${text("devOidc.invalidHeading")}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="lead">${text("devOidc.startAgain")}</p>`,
  );
}
