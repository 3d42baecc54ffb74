import { GATE_ERROR_STATUSES } from "./gate-error-statuses";
import type { JsonSchema, OpenAPIResponse } from "./open-api-types";

export const ERROR_COMPONENT = "Error";

/** Every failure answers this (ARCHITECTURE.md, Errors): the shared Error component. */
export const errorComponent: JsonSchema = {
  type: "object",
  description:
    "A refusal: `code` is the catalogue code (the message in UPPER_SNAKE_CASE), `message` its text; invalid input names the field.",
  properties: {
    code: { type: "string", description: "The catalogue code, e.g. INVALID_EMAIL_OR_PASSWORD." },
    message: { type: "string", description: "The catalogue's message, word for word." },
    field: { type: "string", description: "The field at fault, for invalid input." },
    issues: {
      type: "array",
      description: "Every failing field of a VALIDATION_ERROR, with its reason.",
      items: {
        type: "object",
        properties: { path: { type: "string" }, message: { type: "string" } },
        required: ["path", "message"],
      },
    },
  },
  required: ["code", "message"],
};

const errorRef: JsonSchema = { $ref: `#/components/schemas/${ERROR_COMPONENT}` };

/** The codes (and their messages) one operation can be refused with. */
export interface OperationErrors {
  codes: string[];
  /** True when the endpoint's codes are known; false when they are its owner's whole catalogue. */
  declared: boolean;
  /** The statuses each code is answered with, where known (the gates' are added here). */
  statuses: Readonly<Record<string, readonly string[]>>;
  /** The catalogue the messages come from: the core's and every enabled plugin's. */
  messages: Readonly<Record<string, string>>;
}

/** What each status means, leading its response's list of codes. */
const STATUS_MEANINGS: Readonly<Record<string, string>> = {
  "400": "Bad request: the input or the state does not allow it.",
  "401": "Not signed in, or the credentials are wrong.",
  "402": "Payment required.",
  "403": "Forbidden: signed in, but not allowed.",
  "404": "Not found.",
  "409": "Conflict with what is stored.",
  "413": "The body is too large.",
  "415": "The body's media type is not JSON or a form.",
  "422": "The input is well-formed but refused.",
  "429": "Too many requests: the rate limit of this path (or target) is used up.",
  "500": "The server failed; nothing the client can fix.",
  "502": "A service the server depends on failed.",
  "503": "A service the server depends on is unavailable.",
  "4XX": "Refused (400, 401, 403, 404, 422, … as the case may be).",
};

function codeList(codes: readonly string[], messages: Readonly<Record<string, string>>): string {
  return codes.map((code) => `- \`${code}\`: ${messages[code] ?? "see the catalogue"}`).join("\n");
}

/**
 * The refusals answered with one status: the codes in its description and in `x-error-codes`.
 * Not an `enum` of `code`: plugins' hooks may refuse with their own codes (a captcha, a ban).
 */
function refusal(
  status: string,
  codes: readonly string[],
  errors: Pick<OperationErrors, "declared" | "messages">,
): OpenAPIResponse {
  const meaning = STATUS_MEANINGS[status] ?? "Refused.";
  const lead = errors.declared
    ? `${meaning} Its codes:`
    : `${meaning} \`code\` is a code of the endpoint's catalogue:`;
  return {
    description: `${lead}\n\n${codeList(codes, errors.messages)}`,
    "x-error-codes": [...codes],
    "x-error-messages": Object.fromEntries(
      codes.map((code) => [code, errors.messages[code] ?? code]),
    ),
    content: {
      "application/json": {
        schema: {
          allOf: [
            errorRef,
            { type: "object", properties: { code: { type: "string", examples: [...codes] } } },
          ],
        },
      },
    },
  };
}

const RETRY_AFTER: NonNullable<OpenAPIResponse["headers"]> = {
  "Retry-After": {
    description: "Seconds until a new request may succeed.",
    schema: { type: "integer" },
  },
};

/** The statuses of a code: the gate's, else the endpoint's known ones, else "4XX". */
function statusesOf(code: string, errors: OperationErrors): readonly string[] {
  const gate = GATE_ERROR_STATUSES[code];
  if (gate) return [gate];
  const known = errors.statuses[code];
  return known && known.length > 0 ? known : ["4XX"];
}

/**
 * The error responses of an operation, one per status with the codes answered with it (codes
 * whose status is not known under "4XX"), the rate limit (429, with Retry-After) and the
 * server's failure (500) always.
 */
export function errorResponses(errors: OperationErrors): Record<string, OpenAPIResponse> {
  const byStatus = new Map<string, string[]>([
    ["429", ["TOO_MANY_REQUESTS"]],
    ["500", ["INTERNAL_SERVER_ERROR"]],
  ]);
  for (const code of errors.codes)
    for (const status of statusesOf(code, errors))
      if (!byStatus.get(status)?.includes(code))
        byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  const ordered = [...byStatus.entries()].sort(([a], [b]) =>
    // "4XX" after the 4xx statuses, before the 5xx.
    a.replace("XX", "99").localeCompare(b.replace("XX", "99")),
  );
  const responses: Record<string, OpenAPIResponse> = {};
  for (const [status, codes] of ordered) {
    // Only "4XX" may hold a whole catalogue; a status's codes are known to answer with it.
    const response = refusal(
      status,
      codes,
      status === "4XX" ? errors : { ...errors, declared: true },
    );
    responses[status] = status === "429" ? { ...response, headers: RETRY_AFTER } : response;
  }
  return responses;
}
