import type { AuthClientError } from "@tollgate/auth-client-react";

/**
 * Which field an error concerns: the field the server names (`field` of a validation error),
 * else the field its code concerns; undefined when it concerns the whole form.
 */
export function placeError<Field extends string>(
  error: AuthClientError,
  fields: readonly Field[],
  codesByField: Partial<Record<Field, readonly string[]>>,
): Field | undefined {
  const named = fields.find((field) => field === error.field);
  const byCode = fields.find((field) => codesByField[field]?.includes(error.code ?? ""));
  return named ?? byCode;
}
