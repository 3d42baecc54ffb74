import { APIError } from "../../errors/auth-api-error";
import { withQuery } from "./auth-url";

interface RedirectingContext {
  redirect(url: string): APIError;
}

/**
 * Browser-facing GET endpoints (spec §2): when the link carried a callbackURL, a failure sends
 * the browser back there with `error=<code>` instead of showing it JSON. `format` spells the
 * code the way the endpoint's contract does (verify-email: lowercase, e.g. token_expired).
 */
export function redirectFailure(
  ctx: RedirectingContext,
  callbackURL: string | undefined,
  error: unknown,
  format: (code: string) => string = (code) => code,
): unknown {
  if (!callbackURL || !(error instanceof APIError)) return error;
  if (new Headers(error.headers).has("location")) return error;
  const code = typeof error.body?.code === "string" ? error.body.code : undefined;
  if (!code) return error;
  return ctx.redirect(withQuery(callbackURL, { error: format(code) }));
}
