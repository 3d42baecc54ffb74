import type { z } from "zod";
import type { WireValue } from "./wire-json";

/** What the stand-in's API can refuse with, worded as the platform words it. */
export const PLATFORM_API_ERRORS = {
  INVALID_TOKEN:
    "The access token provided is expired, revoked, malformed, or invalid for other reasons.",
  NOT_FOUND: "Not found",
  METHOD_NOT_ALLOWED: "Method Not Allowed",
  CUSTOMER_EMAIL_TAKEN: "A customer with this email address already exists.",
  CUSTOMER_EXTERNAL_ID_TAKEN: "A customer with this external ID already exists.",
  PRODUCT_NOT_FOUND: "Product does not exist.",
  CUSTOMER_NOT_FOUND: "Customer does not exist.",
  BODY_NOT_JSON: "JSON decode error",
} as const;

export function json(status: number, body: WireValue): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** 401 with the OAuth 2 bearer error the platform answers a bad token with. */
export function invalidToken(): Response {
  return new Response(
    JSON.stringify({
      error: "invalid_token",
      error_description: PLATFORM_API_ERRORS.INVALID_TOKEN,
    }),
    {
      status: 401,
      headers: {
        "content-type": "application/json",
        "www-authenticate": 'Bearer error="invalid_token"',
      },
    },
  );
}

export function notFound(): Response {
  return json(404, { error: "ResourceNotFound", detail: PLATFORM_API_ERRORS.NOT_FOUND });
}

export function methodNotAllowed(): Response {
  return json(405, { detail: PLATFORM_API_ERRORS.METHOD_NOT_ALLOWED });
}

/** 422 in the platform's validation shape: one entry per field, naming where it is. */
export function unprocessable(
  problems: { loc: (string | number)[]; msg: string; type: string }[],
): Response {
  return json(422, {
    error: "RequestValidationError",
    detail: problems.map((problem) => ({ loc: problem.loc, msg: problem.msg, type: problem.type })),
  });
}

export function fieldProblem(
  where: "body" | "query",
  field: string,
  message: keyof typeof PLATFORM_API_ERRORS,
): Response {
  return unprocessable([
    { loc: [where, field], msg: PLATFORM_API_ERRORS[message], type: "value_error" },
  ]);
}

/** A zod failure as the platform's 422: `loc` is ["body" | "query", ...the field's path]. */
export function invalidInput(where: "body" | "query", error: z.ZodError): Response {
  return unprocessable(
    error.issues.map((issue) => ({
      loc: [where, ...issue.path.map((part) => (typeof part === "symbol" ? String(part) : part))],
      msg: issue.message,
      type: issue.code,
    })),
  );
}
