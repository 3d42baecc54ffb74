let pending: AbortController | undefined;

/**
 * The signal for a new WebAuthn ceremony, aborting the one still pending. A browser runs one
 * navigator.credentials request per page at a time and refuses a second, while a conditional
 * request (the email field's autofill) waits for as long as the page is open: the button's
 * sign-in must end it first. Page-wide, as the browser's own limit is (not per client). The
 * caller's signal ends it too (followed by hand: AbortSignal.any is newer than WebAuthn's
 * autofill in some browsers still in use).
 */
export function nextCeremony(callerSignal?: AbortSignal): AbortSignal {
  pending?.abort(new DOMException("A new passkey ceremony started", "AbortError"));
  const controller = new AbortController();
  pending = controller;
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else
    callerSignal?.addEventListener("abort", () => controller.abort(callerSignal.reason), {
      once: true,
    });
  return controller.signal;
}
