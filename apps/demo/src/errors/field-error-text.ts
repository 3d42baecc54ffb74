import type { AuthClientError } from "@tollgate/auth-client-react";
import type { MessageKey } from "../i18n/catalogue";
import { translate } from "../i18n/language-store";
import { errorText, hasFriendlyText } from "./error-text";

/**
 * The server's refusal of one field's value, by its code, worded with the field's label. The
 * server names the field by its body key (`name`) and its generic texts ("Invalid body
 * parameters", "The name length is either too large or too small") say nothing a reader can
 * act on; these do.
 */
const LABELLED_TEXT: Readonly<Record<string, MessageKey>> = {
  FIELD_REQUIRED: "field.labelRequired",
  FIELD_TOO_LONG: "field.labelTooLong",
  EMAIL_LOCAL_PART_TOO_LONG: "field.labelTooLong",
  INVALID_NAME_LENGTH: "field.labelLength",
  FIELD_HAS_CONTROL_CHARACTERS: "field.labelControlCharacters",
  INVALID_FIELD: "field.labelInvalid",
  VALIDATION_ERROR: "field.labelInvalid",
};

/** Words for a server error shown under the field labelled `label`. */
export function fieldErrorText(error: AuthClientError, label: string): string {
  if (hasFriendlyText(error)) return errorText(error);
  const code = typeof error.code === "string" ? error.code.toUpperCase() : "";
  const labelled = LABELLED_TEXT[code];
  return labelled ? translate(labelled, { label }) : errorText(error);
}
