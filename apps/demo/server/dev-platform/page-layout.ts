import { escapeHtml } from "../mail-templates";
import type { PageWords } from "./page-words";

/** The demo's colours and card look, inline: the stand-in's pages load nothing else. */
const STYLE = `
*{box-sizing:border-box}
body{font:15px/1.5 "Inter",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f5f6fa;color:#1a2030;overflow-wrap:anywhere;-webkit-font-smoothing:antialiased}
main{max-width:560px;margin:0 auto;padding:32px 16px}
main.wide{max-width:960px}
.card{background:#fff;border:1px solid #e2e5ee;border-radius:12px;padding:20px;box-shadow:0 1px 2px rgb(16 24 40 / 5%),0 8px 24px -12px rgb(16 24 40 / 12%);margin:0 0 16px}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#b54708;background:#fffaeb;border-radius:999px;padding:2px 10px;margin:0 0 12px}
h1{font-size:22px;margin:0 0 4px;line-height:1.25}
h2{font-size:16px;margin:0 0 8px}
.lead,.muted{color:#5d6679}
.lead{margin:0 0 16px}
.price{font-size:28px;font-weight:700;margin:8px 0}
.price small{font-size:15px;font-weight:500;color:#5d6679}
ul.benefits{padding-left:20px;margin:8px 0 16px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input[type=text],input[type=email]{width:100%;font:inherit;padding:9px 11px;border:1px solid #d5d9e4;border-radius:8px;background:#fff}
.card-number{font-family:ui-monospace,monospace;letter-spacing:.06em}
button,.button{display:inline-block;font:inherit;font-weight:600;cursor:pointer;border-radius:8px;padding:9px 14px;border:1px solid #d5d9e4;background:#fff;color:#1a2030;text-decoration:none;text-align:center}
.primary{width:100%;margin-top:16px;background:#4f46e5;border-color:#4f46e5;color:#fff}
.primary:hover{background:#4338ca}
.secondary{width:100%;margin-top:8px}
.danger{width:100%;margin-top:16px;background:#d92d20;border-color:#d92d20;color:#fff}
.small{padding:5px 10px;font-size:13px}
.error{color:#d92d20;background:#fef3f2;border:1px solid #fecdca;border-radius:8px;padding:8px 12px;margin:0 0 16px}
.ok{color:#067647;background:#ecfdf3;border:1px solid #abefc6;border-radius:8px;padding:8px 12px;margin:0 0 16px}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:8px 6px;border-top:1px solid #e2e5ee;vertical-align:top}
th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#5d6679;border-top:0}
code{background:#eef0f5;padding:1px 6px;border-radius:6px;font-size:13px}
.actions{display:flex;flex-wrap:wrap;gap:6px}
.card>:last-child{margin-bottom:0}
@media (min-width:641px){td.event{white-space:nowrap}}
.actions form{margin:0}
@media (max-width:640px){
  table,thead,tbody,tr,th,td{display:block}
  thead{display:none}
  tr{border-top:1px solid #e2e5ee;padding:8px 0}
  td{border:0;padding:2px 0}
}
`;

/** One HTML page of the stand-in in the reader's language, marked as development only. */
export function renderPlatformPage(options: {
  words: PageWords;
  title: string;
  body: string;
  wide?: boolean;
}): string {
  const { words } = options;
  return `<!doctype html>
<html lang="${words.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · ${words.html("layout.titleSuffix")}</title>
<style>${STYLE}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ""}>
<p class="badge">${words.html("layout.badge")}</p>
${options.body}
</main>
</body>
</html>`;
}

/**
 * The pages run no script and load nothing but their inline styles; their forms post to the
 * stand-in itself, and may then be redirected to `formTargets` (the app's success URL).
 */
export function htmlResponse(status: number, html: string, formTargets: string[] = []): Response {
  const formAction = ["'self'", ...formTargets].join(" ");
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
}
