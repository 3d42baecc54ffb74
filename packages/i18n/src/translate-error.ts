import { type ErrorCode, en } from "./locales/en";
import { matchTemplate } from "./match-template";
import type { MessageValues } from "./message-values";
import type { TranslationTarget } from "./pick-catalogue";
import { placeholdersIn, textsOf } from "./placeholders";
import { retryAfterSeconds } from "./retry-after";
import { type TranslateMessageOptions, translateMessage } from "./translate-message";

/**
 * What a failed call gives: at least the server's `{ code, message }` (an
 * `AuthClientError` of `@tollgate/auth-client-react`, or the JSON of any error answer).
 */
export interface TranslatableError {
  code?: string | undefined;
  message?: string | undefined;
  [field: string]: unknown;
}

export interface TranslateErrorOptions extends TranslateMessageOptions {
  /**
   * The answer's Retry-After header (seconds or an HTTP date): a TOO_MANY_REQUESTS is then told
   * with the wait, "Try again in 30 seconds".
   */
  retryAfter?: number | string | null | undefined;
}

function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(en.messages, code);
}

/**
 * The catalogue code an error names, in either case: links redirect with Better Auth's
 * lower-case spelling (`?error=new_user_signup_disabled`, `?error=account_not_linked`).
 */
function knownCode(code: string | undefined): ErrorCode | undefined {
  if (code === undefined) return undefined;
  if (isErrorCode(code)) return code;
  const upper = code.toUpperCase();
  return isErrorCode(upper) ? upper : undefined;
}

/** The English texts of a code (a plural message has one per variant). */
function englishTexts(code: ErrorCode): string[] {
  return textsOf(en.messages[code]);
}

/** The code whose English message a server text is, for errors whose code no catalogue holds. */
function codeOfText(text: string): ErrorCode | undefined {
  // Object.keys widens to string[]; these are en.messages' own keys.
  return (Object.keys(en.messages) as ErrorCode[]).find((code) =>
    englishTexts(code).some((template) => matchTemplate(template, text)),
  );
}

/**
 * The placeholder values of the server's message: read back from the English text it was made
 * from ("Provider github not found" → { x: "github" }), else the error's own field of that name.
 */
function valuesOf(code: ErrorCode, error: TranslatableError): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const template of englishTexts(code)) {
    const matched =
      error.message === undefined ? undefined : matchTemplate(template, error.message);
    if (matched) Object.assign(values, matched);
    for (const name of placeholdersIn(template)) {
      const own = error[name];
      if (values[name] === undefined && (typeof own === "string" || typeof own === "number")) {
        values[name] = own;
      }
    }
  }
  return values;
}

function hasEveryValue(code: ErrorCode, values: MessageValues): boolean {
  return englishTexts(code).every((text) =>
    placeholdersIn(text).every((name) => values[name] !== undefined),
  );
}

/**
 * The error's message in the target language: the translation of `error.code` (or, for a code
 * no catalogue holds, of the catalogue message that `error.message` is) with the placeholders
 * the server filled, written the language's way. English when the language lacks the code; the
 * server's own message when the code is unknown or a value cannot be found.
 *
 * `target` is a catalogue (`import { de } from "@tollgate/i18n/de"`), or a spec id / locale tag
 * looked up among `options.catalogues`.
 */
export function translateError(
  error: TranslatableError,
  target: TranslationTarget,
  options: TranslateErrorOptions = {},
): string {
  const code =
    knownCode(error.code) ?? (error.message === undefined ? undefined : codeOfText(error.message));
  if (code === undefined) return error.message ?? translateMessage("UNKNOWN_ERROR", {}, target);
  const wait = code === "TOO_MANY_REQUESTS" ? retryAfterSeconds(options.retryAfter) : undefined;
  if (wait !== undefined) {
    return translateMessage("TOO_MANY_REQUESTS_RETRY_AFTER", { seconds: wait }, target, options);
  }
  const values = valuesOf(code, error);
  if (!hasEveryValue(code, values) && error.message !== undefined) return error.message;
  return translateMessage(code, values, target, options);
}
