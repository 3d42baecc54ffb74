import type { MessageKey } from "../../i18n/catalogue";
import type { Text } from "../../i18n/use-text";

/** What wording needs of useText(): its `t`. */
type Words = Pick<Text, "t">;

/**
 * Why the demo's billing endpoints gave no answer, kept as the server's code and words (or
 * `network` when nothing came back) and worded at render, so it follows a change of language.
 */
export type BillingProblem =
  | { kind: "network" }
  | { kind: "server"; code: string | null; message: string | null };

export const NO_ANSWER: BillingProblem = { kind: "network" };

/** The `{ code, message }` of an error answer, whichever of them it has. */
export function billingProblemOf(body: unknown): BillingProblem {
  const fields = typeof body === "object" && body !== null ? body : {};
  const code = "code" in fields && typeof fields.code === "string" ? fields.code : null;
  const message = "message" in fields && typeof fields.message === "string" ? fields.message : null;
  return { kind: "server", code, message };
}

/** The demo server's billing codes (server/billing-routes.ts) in the catalogue. */
const PROBLEM_KEYS: Readonly<Record<string, MessageKey>> = {
  PAYMENTS_PLATFORM_UNAVAILABLE: "billing.error.PAYMENTS_PLATFORM_UNAVAILABLE",
  BILLING_IS_OFF: "billing.error.BILLING_IS_OFF",
  SIGN_IN_FIRST: "billing.error.SIGN_IN_FIRST",
  METHOD_NOT_ALLOWED: "billing.error.METHOD_NOT_ALLOWED",
};

/** One sentence in the reader's language; a code we do not know keeps the server's words. */
export function billingProblemText(text: Words, problem: BillingProblem | null): string | null {
  if (problem === null) return null;
  if (problem.kind === "network") return text.t("error.NETWORK_ERROR");
  const key = problem.code ? PROBLEM_KEYS[problem.code] : undefined;
  if (key) return text.t(key);
  return problem.message ?? text.t("billing.error.unknown");
}
