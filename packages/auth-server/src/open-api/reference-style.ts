/**
 * The reference page's one stylesheet, inline by default. Under a strict Content-Security-Policy
 * serve it as a file of your own and pass `stylesheetURL` (`style-src 'self'`), or pass a `nonce`.
 */
export const OPENAPI_REFERENCE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1d2433;overflow-wrap:anywhere}
.layout{display:grid;grid-template-columns:280px minmax(0,1fr);max-width:1240px;margin:0 auto}
aside.sidebar{position:sticky;top:0;height:100vh;overflow-y:auto;padding:20px 12px 20px 20px;box-sizing:border-box;border-right:1px solid #e3e6ee;background:#fff}
aside.sidebar ul{list-style:none;margin:0 0 12px;padding:0}
aside.sidebar li a{display:block;padding:2px 6px;border-radius:4px;color:#1d2433;text-decoration:none;font-size:13px}
aside.sidebar li a:hover{background:#eaf0fd}
aside.sidebar h2{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#5b6478;border:0;margin:14px 0 4px;padding:0}
aside.sidebar .verb{display:inline-block;width:42px;font:700 11px ui-monospace,monospace;color:#2854c5}
.search{display:none;width:100%;box-sizing:border-box;font:inherit;padding:7px 10px;border:1px solid #c9cfdc;border-radius:6px;margin:10px 0}
.scripted .search{display:block}
a.back{display:inline-block;font-weight:600;margin-bottom:6px}
main{padding:28px 24px;min-width:0}
h1{font-size:24px;margin:0 0 4px}
h2{font-size:19px;margin:32px 0 8px;border-bottom:1px solid #e3e6ee;padding-bottom:4px}
h3{font-size:15px;margin:0;font-family:ui-monospace,monospace}
.lead,.muted{color:#5b6478}
section.operation,section.schema{background:#fff;border:1px solid #e3e6ee;border-radius:10px;padding:12px 16px;margin:0 0 10px;scroll-margin-top:8px}
section.operation:target,section.schema:target{border-color:#2854c5;box-shadow:0 0 0 2px #c9d7fb}
.method{display:inline-block;min-width:56px;font-weight:700;color:#2854c5}
table{border-collapse:collapse;min-width:60%;margin:6px 0;font-size:14px}
caption{text-align:left}
th,td{text-align:left;padding:3px 8px 3px 0;vertical-align:top;border-bottom:1px solid #f0f1f4;overflow-wrap:normal}
table.fields td:nth-child(2),table.parameters td:nth-child(3),table.errors td:nth-child(3){overflow-wrap:anywhere}
td.fields{padding:0 0 4px 14px}
td.fields details{margin:0}
td table{min-width:0}
@media (min-width:600px){wbr{display:none}}
.response{border-left:3px solid #e3e6ee;padding:0 0 0 10px;margin:10px 0}
.response p{margin:4px 0}
code.status{font-weight:700;background:#eaf0fd;color:#2854c5;border-radius:4px;padding:1px 6px}
code{font-family:ui-monospace,monospace;font-size:13px}
details{margin:6px 0;font-size:14px}
summary{cursor:pointer;color:#5b6478}
details.try{display:none;border-top:1px solid #f0f1f4;padding-top:6px}
.scripted details.try{display:block}
.try-form label{display:block;margin:6px 0 2px;color:#5b6478}
.try-form input,.try-form textarea{width:100%;box-sizing:border-box;font:13px ui-monospace,monospace;padding:6px;border:1px solid #c9cfdc;border-radius:6px}
.try-form button{margin-top:8px;font:inherit;font-weight:600;padding:6px 16px;border:0;border-radius:6px;background:#2854c5;color:#fff;cursor:pointer}
.try-form output{display:block;white-space:pre-wrap;font:13px ui-monospace,monospace;background:#1d2433;color:#e8ecf5;border-radius:6px;padding:8px;margin-top:8px;max-height:320px;overflow:auto;overflow-wrap:anywhere}
.try-form output:empty{display:none}
@media (max-width:860px){.layout{display:block}aside.sidebar{position:static;height:auto;max-height:45vh;border-right:0;border-bottom:1px solid #e3e6ee;padding:14px 16px}main{padding:20px 14px}}`;
