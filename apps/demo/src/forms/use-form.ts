import type { AuthClientError } from "@tollgate/auth-client-react";
import { useCallback, useState } from "react";
import { errorText } from "../errors/error-text";
import { fieldErrorText } from "../errors/field-error-text";
import { placeError } from "../errors/place-error";
import type { MessageKey } from "../i18n/catalogue";
import { translate } from "../i18n/language-store";
import { type FieldCheck, type FieldProblem, findProblems } from "./field-checks";

/**
 * What is wrong, kept as a check's message key or the server's error (with the label of the
 * field it concerns) rather than as words, so the words follow the language even when it
 * changes while they are shown.
 */
type Problem = { check: FieldProblem } | { server: AuthClientError; label?: MessageKey };

function wordsFor(problem: Problem): string {
  if ("server" in problem)
    return problem.label
      ? fieldErrorText(problem.server, translate(problem.label))
      : errorText(problem.server);
  const { check } = problem;
  return typeof check === "string" ? translate(check) : translate(check.key, check.params);
}

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
 * A form's values and the words about them, in the current language. Changing a field clears
 * that field's error (it may be fixed now) and the form's error (it was about what was sent
 * before).
 */
export function useForm<Field extends string>(options: {
  initial: Record<Field, string>;
  checks?: Partial<Record<Field, readonly FieldCheck[]>>;
  /** Server error codes that concern a field (besides the field the server names). */
  serverCodes?: Partial<Record<Field, readonly string[]>>;
  /**
   * The fields' labels: a server refusal of a field's value (too long, empty, malformed) is
   * then worded with the label the reader sees, never the body's key.
   */
  labels?: Partial<Record<Field, MessageKey>>;
  /** The server names fields by their body keys; where a form's own names differ, the map. */
  serverFields?: Readonly<Record<string, Field>>;
}): Form<Field> {
  const { initial, checks = {}, serverCodes = {}, serverFields = {} } = options;
  const labels: Partial<Record<Field, MessageKey>> = options.labels ?? {};
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);

  const set = useCallback((name: Field, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setProblems((previous) => (name in previous ? withoutKey(previous, name) : previous));
    setFormProblem(null);
  }, []);

  const validate = () => {
    const found = findProblems(values, checks);
    const next: Partial<Record<Field, Problem>> = {};
    for (const field of Object.keys(found) as Field[]) {
      // Object.keys widens to string[]; the keys are the problems' own fields.
      const key = found[field];
      if (key) next[field] = { check: key };
    }
    setProblems(next);
    setFormProblem(null);
    return Object.keys(next).length === 0;
  };

  const showServerError = (error: AuthClientError) => {
    const fields = Object.keys(values) as Field[]; // Object.keys widens to string[]
    const named = typeof error.field === "string" ? serverFields[error.field] : undefined;
    const field = named ?? placeError(error, fields, serverCodes);
    const next: Partial<Record<Field, Problem>> = {};
    const label = field ? labels[field] : undefined;
    if (field) next[field] = label ? { server: error, label } : { server: error };
    setProblems(next);
    setFormProblem(field ? null : { server: error });
  };

  const reset = (next: Partial<Record<Field, string>> = {}) => {
    setValues({ ...initial, ...next });
    setProblems({});
    setFormProblem(null);
  };

  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    if (problem) errors[field] = wordsFor(problem);
  }

  return {
    values,
    errors,
    formError: formProblem ? wordsFor(formProblem) : null,
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
  problems: Partial<Record<Field, Problem>>,
  name: Field,
): Partial<Record<Field, Problem>> {
  const rest = { ...problems };
  delete rest[name];
  return rest;
}
