import { APIError } from "better-call";
import { AUTH_ERROR_CODES } from "./auth-error-codes";

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

function issuePath(issue: Issue): string {
  return (issue.path ?? [])
    .map((segment) => String(typeof segment === "object" ? segment.key : segment))
    .join(".");
}

/**
 * 400 VALIDATION_ERROR with the spec's message ('Invalid body parameters' / 'Invalid query
 * parameters'), plus the failing fields: `field` (the first) and `issues` (all, with reasons).
 */
export function invalidParametersError({
  message,
  issues,
}: {
  message: string;
  issues: readonly Issue[];
}): never {
  const inQuery = message.startsWith("[query");
  const details = issues.map((issue) => ({ path: issuePath(issue), message: issue.message }));
  throw new APIError(400, {
    code: "VALIDATION_ERROR",
    message: inQuery
      ? AUTH_ERROR_CODES.INVALID_QUERY_PARAMETERS
      : AUTH_ERROR_CODES.INVALID_BODY_PARAMETERS,
    field: details[0]?.path || undefined,
    issues: details,
  });
}
