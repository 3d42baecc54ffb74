import type { DevMail } from "./dev-mailbox";
import { escapeHtml } from "./mail-templates";

/** The dev mailbox as a page: every message, newest first, with its action link. */
export function renderDevMailPage(messages: DevMail[]): string {
  const items = messages.map(renderMessage).join("\n");
  const empty = `<p class="empty">No mail yet. Sign up, ask for a password reset or change your email, and the messages appear here.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Tollgate Demo</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1d2433}
main{max-width:760px;margin:0 auto;padding:32px 20px}
h1{font-size:22px;margin:0 0 4px}
.lead{color:#5b6478;margin:0 0 24px}
article{background:#fff;border:1px solid #e3e6ee;border-radius:12px;padding:16px 20px;margin:0 0 12px}
h2{font-size:16px;margin:0}
.meta{color:#5b6478;font-size:13px;margin:2px 0 10px}
.body{border-top:1px solid #eef0f5;padding-top:10px}
a.action{display:inline-block;margin-top:8px;background:#4f46e5;color:#fff;text-decoration:none;padding:6px 12px;border-radius:8px;font-weight:600}
.empty{color:#5b6478}
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="lead">Mail the demo would have sent (no SMTP_URL configured). Newest first; the newest 1000 are kept. <a href="/">Back to the app</a></p>
${items || empty}
</main>
</body>
</html>`;
}

function renderMessage(mail: DevMail): string {
  return `<article data-mail-id="${escapeHtml(mail.id)}">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>
<div class="body">${mail.html}</div>
<a class="action" href="${escapeHtml(mail.url)}">Open the link</a>
</article>`;
}
