// The solved captcha's token, from the widget on the page to the next request that changes
// something (sign-up, sign-in, reset mail, magic link): it travels once, in x-captcha-response,
// and the widget is reset for the next attempt (the provider accepts each token once).

let current: string | null = null;
let resetWidget: (() => void) | null = null;

export function setCaptchaToken(token: string | null, reset: (() => void) | null): void {
  current = token;
  resetWidget = reset;
}

/** The token for this request, if one is solved; the widget then asks for a new one. */
export function takeCaptchaToken(): string | null {
  const token = current;
  if (token) {
    current = null;
    resetWidget?.();
  }
  return token;
}
