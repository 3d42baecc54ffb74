/**
 * A check of one field's value (the whole form at hand, for checks that compare fields): the
 * words to show under the field, or null when it is fine.
 */
export type FieldCheck = (value: string, form: Readonly<Record<string, string>>) => string | null;

/** The demo's own words for what it checks before asking the server. */
export const FIELD_MESSAGES = {
  nameRequired: "Enter your name.",
  emailRequired: "Enter your email address.",
  emailInvalid: "Enter a valid email address, like name@example.com.",
  identifierRequired: "Enter your email address or username.",
  passwordRequired: "Enter your password.",
  currentPasswordRequired: "Enter your current password.",
  passwordTooShort: "Use at least 8 characters.",
  passwordTooLong: "Use at most 128 characters.",
  passwordsDiffer: "The two passwords are not the same.",
  usernameTooShort: "Usernames have at least 3 characters.",
  usernameTooLong: "Usernames have at most 30 characters.",
  usernameInvalid: "Use only letters, digits, dots and underscores.",
  imageInvalid: "Enter a web address starting with https:// or http://, or leave it empty.",
} as const;

/** The server's limits (its defaults, which the demo keeps). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_SHAPE = /^[a-zA-Z0-9_.]+$/;
const PICTURE_PROTOCOLS = new Set(["http:", "https:", "data:"]);

export function required(message: string): FieldCheck {
  return (value) => (value.trim() === "" ? message : null);
}

export const emailAddress: FieldCheck = (value) => {
  const email = value.trim();
  if (email === "") return FIELD_MESSAGES.emailRequired;
  return EMAIL_SHAPE.test(email) ? null : FIELD_MESSAGES.emailInvalid;
};

/** A password being chosen: the server's length limits. */
export const newPassword: FieldCheck = (value) => {
  if (value.length < PASSWORD_LENGTH.min) return FIELD_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_LENGTH.max) return FIELD_MESSAGES.passwordTooLong;
  return null;
};

/** An optional username: empty is fine, else the username plugin's rules. */
export const optionalUsername: FieldCheck = (value) => {
  const username = value.trim();
  if (username === "") return null;
  if (username.length < USERNAME_LENGTH.min) return FIELD_MESSAGES.usernameTooShort;
  if (username.length > USERNAME_LENGTH.max) return FIELD_MESSAGES.usernameTooLong;
  return USERNAME_SHAPE.test(username) ? null : FIELD_MESSAGES.usernameInvalid;
};

/** A picture address: empty (initials instead), an http(s) URL or a data: URL, as the server takes. */
export const optionalPictureUrl: FieldCheck = (value) => {
  const address = value.trim();
  if (address === "") return null;
  const url = URL.canParse(address) ? new URL(address) : null;
  return url && PICTURE_PROTOCOLS.has(url.protocol) ? null : FIELD_MESSAGES.imageInvalid;
};

/** The value repeats another field's, e.g. a password typed twice. */
export function sameAs(field: string, message: string): FieldCheck {
  return (value, form) => (value === form[field] ? null : message);
}

/** Every field's first problem, for all fields at once. */
export function findProblems<Field extends string>(
  values: Readonly<Record<Field, string>>,
  checks: Partial<Record<Field, readonly FieldCheck[]>>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
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
