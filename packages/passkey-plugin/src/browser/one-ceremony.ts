let pending: AbortController | undefined;

/**
 * The signal for a new WebAuthn ceremony, aborting the one still pending. A browser runs one
 * navigator.credentials request per page at a time and refuses a second, while a conditional
 * request (the email field's autofill) waits for as long as the page is open: the button's
 * sign-in must end it first. Page-wide, as the browser's own limit is (not per client).
 */
export function nextCeremony(callerSignal?: AbortSignal): AbortSignal {
  pending?.abort(new DOMException("A new passkey ceremony started", "AbortError"));
  const controller = new AbortController();
  pending = controller;
  return callerSignal ? AbortSignal.any([controller.signal, callerSignal]) : controller.signal;
}
