import { createHash } from "node:crypto";

/**
 * The built front end loads only its own files (and the pictures people chose): Vite emits the entry script and the stylesheet
 * as files under /assets (no inline script or style element; React sets `style` through the
 * DOM, which CSP allows), the API is same-origin, and social sign-in leaves by navigation.
 */
export const FRONT_END_CSP = frontEndCsp([]);

/**
 * The front end's policy, opened to a captcha provider's origins when one is on: its widget is
 * a script of its own that shows frames and talks to its servers.
 */
export function frontEndCsp(captchaOrigins: readonly string[]): string {
  const extra = captchaOrigins.length > 0 ? ` ${captchaOrigins.join(" ")}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self'${extra}`,
    // Profile pictures and organization logos are whatever http(s) address their owner saved
    // (the server takes http, https and data: URLs): an image can run nothing.
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    ...(extra ? [`frame-src${extra}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The dev mailbox page: its one inline script is allowed by hash; the mails' own inline styles
 * need 'unsafe-inline' for styles (never for scripts, so a mail cannot run code).
 */
export function devMailPageCsp(inlineScript: string): string {
  const hash = createHash("sha256").update(inlineScript).digest("base64");
  return [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers of every HTML page: the policy, no framing (clickjacking), no MIME sniffing, and no
 * Referer — the reset-password page carries its token in the URL, which must not leak to another
 * site through a link or a loaded resource.
 */
export function htmlPageHeaders(csp: string): Record<string, string> {
  return {
    "content-security-policy": csp,
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  };
}
