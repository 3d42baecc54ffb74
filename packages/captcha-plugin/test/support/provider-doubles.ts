import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { SITE_VERIFY_URLS } from "../../src/options";

/** What a provider's siteverify endpoint received: the form's fields. */
export type VerifyRequest = Record<string, string>;

/**
 * Stand-ins for the three providers' siteverify endpoints, answering by the token sent, in
 * each provider's own answer shape. Tokens: `solved`, `solved-low-score` (reCAPTCHA 0.3),
 * `solved-elsewhere` (hostname evil.example), `solved-for-login` (action login), `unsolved`,
 * `reused`, `keys-wrong`, `provider-broken`, `http-500`, `html`, `no-verdict`, `hang`, `network`.
 */
export function providerDoubles() {
  const received: VerifyRequest[] = [];
  const handlers = Object.values(SITE_VERIFY_URLS).map((url) =>
    http.post(url, async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      received.push(form);
      return answerFor(form.response ?? "", url);
    }),
  );
  const server = setupServer(...handlers);
  return { server, received };
}

async function answerFor(token: string, url: string) {
  const recaptcha = url.includes("google");
  const solved = { success: true, challenge_ts: "2026-11-23T10:00:00Z", hostname: "app.example" };
  switch (token) {
    case "solved":
      return HttpResponse.json(recaptcha ? { ...solved, score: 0.9, action: "signup" } : solved);
    case "solved-low-score":
      return HttpResponse.json({ ...solved, score: 0.3, action: "signup" });
    case "solved-elsewhere":
      return HttpResponse.json({ ...solved, hostname: "evil.example" });
    case "solved-for-login":
      return HttpResponse.json({ ...solved, action: "login" });
    case "unsolved":
      return HttpResponse.json({ success: false, "error-codes": ["invalid-input-response"] });
    case "reused":
      return HttpResponse.json({ success: false, "error-codes": ["timeout-or-duplicate"] });
    case "keys-wrong":
      return HttpResponse.json({ success: false, "error-codes": ["invalid-input-secret"] });
    case "provider-broken":
      return HttpResponse.json({ success: false, "error-codes": ["internal-error"] });
    case "http-500":
      return new HttpResponse("upstream failure", { status: 500 });
    case "html":
      return new HttpResponse("<html>maintenance</html>", {
        headers: { "content-type": "text/html" },
      });
    case "no-verdict":
      return HttpResponse.json({ ok: 1 });
    case "hang":
      await delay("infinite");
      return HttpResponse.json(solved);
    case "network":
      return HttpResponse.error();
    default:
      return HttpResponse.json({ success: false, "error-codes": ["invalid-input-response"] });
  }
}
