import type { RequestContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";
import type { AuthErrorCode } from "../errors/auth-error-codes";
import { hasControlCharacter } from "../utils/control-characters";
import { isSafeRelativePath } from "./trusted-origins";

/** The redirect-like fields of spec §5 and the error each answers. */
const URL_FIELDS: [field: string, code: AuthErrorCode][] = [
  ["callbackURL", "INVALID_CALLBACK_URL"],
  ["redirectTo", "INVALID_REDIRECT_URL"],
  ["errorCallbackURL", "INVALID_ERROR_CALLBACK_URL"],
  ["newUserCallbackURL", "INVALID_NEW_USER_CALLBACK_URL"],
];

async function isAllowed(context: RequestContext, value: string): Promise<boolean> {
  return isSafeRelativePath(value) || (await context.isTrustedOrigin(value, context));
}

interface OriginCheckInput {
  /** The route's pattern, relative to basePath. */
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
  query: Record<string, unknown> | undefined;
}

const isReadOnly = (method: string) =>
  method === "GET" || method === "HEAD" || method === "OPTIONS";

function namesUrlField(source: unknown): boolean {
  if (typeof source !== "object" || source === null) return false;
  const record = source as Record<string, unknown>;
  for (let index = 0; index < URL_FIELDS.length; index++) {
    const field = URL_FIELDS[index]?.[0] ?? "";
    if (record[field] !== undefined) return true;
  }
  return false;
}

/**
 * Spec §5: redirect targets in the body or query must be trusted origins or safe relative
 * paths; a cookie-bearing POST must come from a trusted Origin (unless CSRF checks are off).
 * On sign-in and sign-up the Origin/Referer, when present, must be trusted even without
 * cookies, and `Sec-Fetch-Site: cross-site` is refused.
 *
 * Undefined, without making a promise, when there is nothing to check: a GET, HEAD or OPTIONS
 * whose query and body name no redirect target (a session read, every request of a polling
 * client).
 */
export function checkOrigin(
  context: RequestContext,
  input: OriginCheckInput,
): Promise<void> | undefined {
  if (isReadOnly(input.method) && !namesUrlField(input.query) && !namesUrlField(input.body))
    return undefined;
  return checkOriginFully(context, input);
}

async function checkOriginFully(context: RequestContext, input: OriginCheckInput): Promise<void> {
  const sources = [
    input.query,
    typeof input.body === "object" && input.body
      ? (input.body as Record<string, unknown>)
      : undefined,
  ];
  for (const [field, code] of URL_FIELDS) {
    for (const source of sources) {
      const value = source?.[field];
      if (typeof value !== "string" || value === "") continue;
      // Never part of a URL, and Node refuses them in a Location header.
      if (hasControlCharacter(value))
        throw authError("BAD_REQUEST", "INVALID_FIELD", { values: { field }, field });
      if (!(await isAllowed(context, value))) throw authError("FORBIDDEN", code);
    }
  }
  if (isReadOnly(input.method)) return;
  if (context.options.advanced?.disableCSRFCheck) return;
  const origin = input.headers.get("origin") ?? input.headers.get("referer");
  if (isSignInOrSignUp(input.path)) {
    // Login CSRF (Better Auth's later rule): a cross-site page may not sign the browser into an
    // account of the attacker's, cookies or not. Requests without Origin, Referer and
    // Sec-Fetch-Site (servers, mobile apps) are not browsers' cross-site requests.
    if (input.headers.get("sec-fetch-site") === "cross-site")
      throw authError("FORBIDDEN", "INVALID_ORIGIN");
    if (origin !== null && !(await isTrustedRequestOrigin(context, origin)))
      throw authError("FORBIDDEN", "INVALID_ORIGIN");
  }
  if (!input.headers.has("cookie")) return;
  if (origin === null || !(await isTrustedRequestOrigin(context, origin)))
    throw authError("FORBIDDEN", "INVALID_ORIGIN");
}

async function isTrustedRequestOrigin(context: RequestContext, origin: string): Promise<boolean> {
  return origin !== "null" && (await context.isTrustedOrigin(origin, context));
}

/** The endpoints that start a session from credentials: /sign-in/* and /sign-up/*. */
function isSignInOrSignUp(path: string): boolean {
  return path.startsWith("/sign-in/") || path.startsWith("/sign-up/");
}
