import type { AuthClientError } from "@tollgate/auth-client-react";
import { useCallback, useState } from "react";
import { placeError } from "../errors/place-error";
import { translate } from "../i18n/language-store";
import { type FieldCheck, findProblems } from "./field-checks";

export interface Form<Field extends string> {
  values: Readonly<Record<Field, string>>;
  /** The words under each field: from the checks or from the server. */
  errors: Partial<Record<Field, string>>;
  /** The words by the button, for a server error that concerns no single field. */
  formError: string | null;
  /** What a TextField needs: its value, its change handler and its error. */
  field(name: Field): { value: string; onChange: (value: string) => void; error: string | null };
  set(name: Field, value: string): void;
  /** Runs every check and shows every problem at once; true when there is none. */
  validate(): boolean;
  /** Shows a server error next to the field it concerns, else by the button. */
  showServerError(error: AuthClientError): void;
  reset(values?: Partial<Record<Field, string>>): void;
}

/**
 * A form's values and the words about them. Changing a field clears that field's error (it
 * may be fixed now) and the form's error (it was about what was sent before).
 */
export function useForm<Field extends string>(options: {
  initial: Record<Field, string>;
  checks?: Partial<Record<Field, readonly FieldCheck[]>>;
  /** Server error codes that concern a field (besides the field the server names). */
  serverCodes?: Partial<Record<Field, readonly string[]>>;
}): Form<Field> {
  const { initial, checks = {}, serverCodes = {} } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = useCallback((name: Field, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (name in previous ? withoutKey(previous, name) : previous));
    setFormError(null);
  }, []);

  const validate = () => {
    const problems = findProblems(values, checks);
    const texts: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(problems) as Field[]) {
      // Object.keys widens to string[]; the keys are the problems' own fields.
      const problem = problems[field];
      if (problem) texts[field] = translate(problem);
    }
    setErrors(texts);
    setFormError(null);
    return Object.keys(problems).length === 0;
  };

  const showServerError = (error: AuthClientError) => {
    const fields = Object.keys(values) as Field[]; // Object.keys widens to string[]
    const placed = placeError(error, fields, serverCodes);
    setErrors(placed.fields);
    setFormError(placed.form);
  };

  const reset = (next: Partial<Record<Field, string>> = {}) => {
    setValues({ ...initial, ...next });
    setErrors({});
    setFormError(null);
  };

  return {
    values,
    errors,
    formError,
    field: (name) => ({
      value: values[name],
      onChange: (value) => set(name, value),
      error: errors[name] ?? null,
    }),
    set,
    validate,
    showServerError,
    reset,
  };
}

function withoutKey<Field extends string>(
  errors: Partial<Record<Field, string>>,
  name: Field,
): Partial<Record<Field, string>> {
  const rest = { ...errors };
  delete rest[name];
  return rest;
}
