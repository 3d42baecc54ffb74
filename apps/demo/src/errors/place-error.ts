import type { AuthClientError } from "@tollgate/auth-client-react";
import { errorText } from "./error-text";

export interface PlacedError<Field extends string> {
  /** The text to show next to the field the error concerns. */
  fields: Partial<Record<Field, string>>;
  /** The text to show by the form's button, when no field is at fault. */
  form: string | null;
}

/**
 * Decides where an error is shown: next to the field the server names (`field` of a
 * validation error), else next to the field its code concerns, else by the form's button.
 */
export function placeError<Field extends string>(
  error: AuthClientError,
  fields: readonly Field[],
  codesByField: Partial<Record<Field, readonly string[]>>,
): PlacedError<Field> {
  const text = errorText(error);
  const named = fields.find((field) => field === error.field);
  const byCode = fields.find((field) => codesByField[field]?.includes(error.code ?? ""));
  const field = named ?? byCode;
  if (!field) return { fields: {}, form: text };
  const placed: Partial<Record<Field, string>> = {};
  placed[field] = text;
  return { fields: placed, form: null };
}
