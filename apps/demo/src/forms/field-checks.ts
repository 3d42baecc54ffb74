import type { MessageParams } from "../../shared/i18n/message-format";
import type { MessageKey } from "../i18n/catalogue";

/** What a check found: a text of the catalogues, with its parameters when it has some. */
export type FieldProblem = MessageKey | { key: MessageKey; params: MessageParams };

/**
 * A check of one field's value (the whole form at hand, for checks that compare fields): the
 * text to show under the field, or null when it is fine.
 */
export type FieldCheck = (
  value: string,
  form: Readonly<Record<string, string>>,
) => FieldProblem | null;

/** The server's limits (its defaults, which the demo keeps). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;
/** A person's name: the core's `user.maxNameLength` default. */
export const NAME_LENGTH = { max: 256 } as const;
/** An API key's name: the API-key plugin's `maximumNameLength` default. */
export const API_KEY_NAME_LENGTH = { max: 32 } as const;
/** The organization plugin's limits (NAME_LIMITS) for organization names, addresses and teams. */
export const ORGANIZATION_NAME_LENGTH = { max: 100 } as const;
export const SLUG_LENGTH = { max: 48 } as const;
export const TEAM_NAME_LENGTH = { max: 64 } as const;
/** A passkey's name: the passkey plugin's limit. */
export const PASSKEY_NAME_LENGTH = { max: 256 } as const;

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

/** At most `max` characters once trimmed, counted as the server counts them (code points). */
export function atMost(max: number): FieldCheck {
  return (value) =>
    [...value.trim()].length > max ? { key: "field.tooLong", params: { count: max } } : null;
}

/** An organization's address: lowercase letters and digits, dashes between them. */
export const slug: FieldCheck = (value) => {
  const address = value.trim();
  if ([...address].length > SLUG_LENGTH.max)
    return { key: "field.tooLong", params: { count: SLUG_LENGTH.max } };
  return SLUG_SHAPE.test(address) ? null : "createOrg.slugInvalid";
};

/** The value repeats another field's, e.g. a password typed twice. */
export function sameAs(field: string, message: MessageKey): FieldCheck {
  return (value, form) => (value === form[field] ? null : message);
}

/** Every field's first problem, for all fields at once. */
export function findProblems<Field extends string>(
  values: Readonly<Record<Field, string>>,
  checks: Partial<Record<Field, readonly FieldCheck[]>>,
): Partial<Record<Field, FieldProblem>> {
  const problems: Partial<Record<Field, FieldProblem>> = {};
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
