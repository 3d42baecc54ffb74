import type { MessageKey } from "../i18n/catalogue";

/**
 * A check of one field's value (the whole form at hand, for checks that compare fields): the
 * text to show under the field (its key in the catalogues), or null when it is fine.
 */
export type FieldCheck = (
  value: string,
  form: Readonly<Record<string, string>>,
) => MessageKey | null;

/** The server's limits (its defaults, which the demo keeps). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_SHAPE = /^[a-zA-Z0-9_.]+$/;
const PICTURE_PROTOCOLS = new Set(["http:", "https:", "data:"]);

export function required(message: MessageKey): FieldCheck {
  return (value) => (value.trim() === "" ? message : null);
}

export const emailAddress: FieldCheck = (value) => {
  const email = value.trim();
  if (email === "") return "field.emailRequired";
  return EMAIL_SHAPE.test(email) ? null : "field.emailInvalid";
};

/** A password being chosen: the server's length limits. */
export const newPassword: FieldCheck = (value) => {
  if (value.length < PASSWORD_LENGTH.min) return "field.passwordTooShort";
  if (value.length > PASSWORD_LENGTH.max) return "field.passwordTooLong";
  return null;
};

/** An optional username: empty is fine, else the username plugin's rules. */
export const optionalUsername: FieldCheck = (value) => {
  const username = value.trim();
  if (username === "") return null;
  if (username.length < USERNAME_LENGTH.min) return "field.usernameTooShort";
  if (username.length > USERNAME_LENGTH.max) return "field.usernameTooLong";
  return USERNAME_SHAPE.test(username) ? null : "field.usernameInvalid";
};

/** A picture address: empty (initials instead), an http(s) URL or a data: URL, as the server takes. */
export const optionalPictureUrl: FieldCheck = (value) => {
  const address = value.trim();
  if (address === "") return null;
  const url = URL.canParse(address) ? new URL(address) : null;
  return url && PICTURE_PROTOCOLS.has(url.protocol) ? null : "field.imageInvalid";
};

/** The value repeats another field's, e.g. a password typed twice. */
export function sameAs(field: string, message: MessageKey): FieldCheck {
  return (value, form) => (value === form[field] ? null : message);
}

/** Every field's first problem, for all fields at once. */
export function findProblems<Field extends string>(
  values: Readonly<Record<Field, string>>,
  checks: Partial<Record<Field, readonly FieldCheck[]>>,
): Partial<Record<Field, MessageKey>> {
  const problems: Partial<Record<Field, MessageKey>> = {};
  for (const field of Object.keys(checks) as Field[]) {
    // Object.keys widens to string[]; the keys are the checks' own fields.
    for (const check of checks[field] ?? []) {
      const problem = check(values[field], values);
      if (problem) {
        problems[field] = problem;
        break;
      }
    }
  }
  return problems;
}
