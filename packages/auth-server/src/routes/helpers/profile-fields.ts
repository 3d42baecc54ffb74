import type { AuthContext } from "../../context/context-types";
import { authError } from "../../errors/auth-api-error";
import { hasControlCharacter } from "../../utils/control-characters";

/** user.maxNameLength's default, in characters (Unicode code points). */
export const DEFAULT_MAX_NAME_LENGTH = 256;

const IMAGE_PROTOCOLS = new Set(["http:", "https:", "data:"]);

function characterCountAbove(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _character of text) if (++count > max) return true;
  return false;
}

/**
 * 400 naming the field: FIELD_REQUIRED when the name is empty or only spaces, FIELD_TOO_LONG
 * over `user.maxNameLength` characters (default 256), FIELD_HAS_CONTROL_CHARACTERS for a C0,
 * DEL or C1 control character (tabs and line breaks included).
 */
export function checkName(context: AuthContext, name: string): void {
  const field = "name";
  if (name.trim() === "")
    throw authError("BAD_REQUEST", "FIELD_REQUIRED", { values: { field }, field });
  const max = context.options.user?.maxNameLength ?? DEFAULT_MAX_NAME_LENGTH;
  if (characterCountAbove(name, max))
    throw authError("BAD_REQUEST", "FIELD_TOO_LONG", {
      values: { field, max: String(max) },
      field,
    });
  if (hasControlCharacter(name))
    throw authError("BAD_REQUEST", "FIELD_HAS_CONTROL_CHARACTERS", { values: { field }, field });
}

/**
 * 400 INVALID_FIELD 'Invalid value for field image' unless the image is an http(s) URL or a
 * data: URL: anything else would end up in an `<img src>` that never loads (or runs a scheme).
 */
export function checkImage(image: string): void {
  const url = URL.canParse(image) ? new URL(image) : null;
  if (!url || !IMAGE_PROTOCOLS.has(url.protocol))
    throw authError("BAD_REQUEST", "INVALID_FIELD", { values: { field: "image" }, field: "image" });
}
