import type { AuthClientError } from "@tollgate/auth-client-react";
import { errorText } from "./error-text";

export interface PlacedError<Field extends string> {
  /** The text to show next to each field the error concerns. */
  fields: Partial<Record<Field, string>>;
  /** The text to show by the form's button, when no field is at fault. */
  form: string | null;
}

/**
 * Decides where an error is shown: next to the field the server names (`field` of a
 * validation error), else next to the field its code concerns, else by the form's button.
 */
export function placeError<Field extends string>(
  error: AuthClientError | null,
  codesByField: Record<Field, readonly string[]>,
): PlacedError<Field> {
  if (!error) return { fields: {}, form: null };
  const text = errorText(error);
  const fields = Object.keys(codesByField) as Field[]; // Object.keys widens to string[]
  const named = typeof error.field === "string" ? fields.find((f) => f === error.field) : undefined;
  const byCode = fields.find((field) => codesByField[field].includes(error.code ?? ""));
  const field = named ?? byCode;
  if (!field) return { fields: {}, form: text };
  const placed: Partial<Record<Field, string>> = {};
  placed[field] = text;
  return { fields: placed, form: null };
}
