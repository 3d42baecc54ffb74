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
  /** True when the endpoint declared its codes; false when they are its owner's whole catalogue. */
  declared: boolean;
  /** The catalogue the messages come from: the core's and every enabled plugin's. */
  messages: Readonly<Record<string, string>>;
}

function codeList(errors: OperationErrors): string {
  return errors.codes
    .map((code) => `- \`${code}\`: ${errors.messages[code] ?? "see the catalogue"}`)
    .join("\n");
}

/**
 * The refusals, as a "4XX" response: the codes in its description and in `x-error-codes`.
 * Not an `enum` of `code`: plugins' hooks may refuse with their own codes (a captcha, a ban).
 */
function refusal(errors: OperationErrors): OpenAPIResponse {
  const lead = errors.declared
    ? "Refused (400, 401, 403, 404, 422, …). Its codes:"
    : "Refused (400, 401, 403, 404, 422, …). `code` is a code of the endpoint's catalogue:";
  return {
    description: `${lead}\n\n${codeList(errors)}`,
    "x-error-codes": errors.codes,
    "x-error-statuses": Object.fromEntries(
      errors.codes.flatMap((code) => {
        const status = GATE_ERROR_STATUSES[code];
        return status ? [[code, status]] : [];
      }),
    ),
    "x-error-messages": Object.fromEntries(
      errors.codes.map((code) => [code, errors.messages[code] ?? code]),
    ),
    content: {
      "application/json": {
        schema: {
          allOf: [
            errorRef,
            { type: "object", properties: { code: { type: "string", examples: errors.codes } } },
          ],
        },
      },
    },
  };
}

function fixedError(description: string, code: string): OpenAPIResponse {
  return {
    description,
    content: {
      "application/json": {
        schema: {
          allOf: [errorRef, { type: "object", properties: { code: { const: code } } }],
        },
      },
    },
  };
}

/** The error responses of an operation: its refusals, the rate limit and the server's failure. */
export function errorResponses(errors: OperationErrors): Record<string, OpenAPIResponse> {
  return {
    // An endpoint that refuses nothing itself (/ok) has no refusals to list.
    ...(errors.codes.length > 0 ? { "4XX": refusal(errors) } : {}),
    "429": {
      ...fixedError(
        "Too many requests: the rate limit of this path (or target) is used up.",
        "TOO_MANY_REQUESTS",
      ),
      headers: {
        "Retry-After": {
          description: "Seconds until a new request may succeed.",
          schema: { type: "integer" },
        },
      },
    },
    "500": fixedError("The server failed; nothing the client can fix.", "INTERNAL_SERVER_ERROR"),
  };
}
