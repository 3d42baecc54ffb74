import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";
import { escapeHtml } from "../utils/escape-html";

export function renderErrorPage(code: string): string {
  const shown = escapeHtml(code || "Unknown");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Authentication Error</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f7f9;color:#1d2330}main{background:#fff;padding:2.5rem 3rem;border-radius:12px;box-shadow:0 2px 12px #0001;text-align:center}code{background:#f0f1f4;padding:.2rem .45rem;border-radius:6px}a{color:#2854c5}</style>
</head>
<body><main><h1>Authentication Error</h1><p>Error code: <code>${shown}</code></p><p><a href="/">Return to Application</a></p></main></body>
</html>`;
}

/** Spec §2: the HTML page browser flows land on, showing the escaped error code. */
export const errorPage = createAuthEndpoint(
  "/error",
  {
    method: "GET",
    query: z.object({ error: z.string().optional() }).optional(),
    metadata: {
      openapi: {
        summary: "The page browser flows land on when they fail",
        responses: {
          "200": {
            description: "An HTML page showing the error code.",
            content: { "text/html": { schema: { type: "string" } } },
          },
        },
      },
      errorCodes: [],
    },
  },
  async (ctx) =>
    new Response(renderErrorPage(ctx.query?.error ?? ""), {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
    }),
);
