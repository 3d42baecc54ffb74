import { TWO_FACTOR_PATH } from "../../shared/paths";

/**
 * The second step's address when a sign-in answers twoFactorRedirect: the page to continue to
 * (`next`, as on the sign-in page) and the methods the user has (`methods=totp,otp`) go along.
 */
export function secondStepPath(current: URLSearchParams, methods: readonly string[] = []): string {
  const query = new URLSearchParams();
  const next = current.get("next");
  if (next) query.set("next", next);
  if (methods.length > 0) query.set("methods", methods.join(","));
  const search = query.toString();
  return search ? `${TWO_FACTOR_PATH}?${search}` : TWO_FACTOR_PATH;
}

/** Whether a sign-in's answer holds the session back for a second factor. */
export function needsSecondFactor(data: unknown): boolean {
  return typeof data === "object" && data !== null && "twoFactorRedirect" in data
    ? data.twoFactorRedirect === true
    : false;
}

/**
 * Where to go once the second factor is given: `next` from the sign-in page, or `callbackURL`
 * from a browser sign-in the server sent here (magic link, social); only paths of this app.
 */
export function afterSecondStep(query: URLSearchParams): URLSearchParams {
  const next = query.get("next") ?? query.get("callbackURL");
  return new URLSearchParams(next ? { next } : {});
}
