import { z } from "zod";
import { authError } from "../../errors/auth-api-error";

const emailSchema = z.email();

/** RFC 5321: a forward path holds at most 254 characters, a local part 64. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64;

/**
 * Lowercased, trimmed email, or 400 naming the body field it came from: FIELD_TOO_LONG over
 * 254 characters, EMAIL_LOCAL_PART_TOO_LONG when the part before the @ is over 64, else
 * 'Invalid email' when it is not an address.
 */
export function normaliseEmail(value: string, field = "email"): string {
  const email = value.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at > MAX_EMAIL_LOCAL_PART_LENGTH)
    throw authError("BAD_REQUEST", "EMAIL_LOCAL_PART_TOO_LONG", {
      values: { field, max: String(MAX_EMAIL_LOCAL_PART_LENGTH) },
      field,
    });
  if (email.length > MAX_EMAIL_LENGTH)
    throw authError("BAD_REQUEST", "FIELD_TOO_LONG", {
      values: { field, max: String(MAX_EMAIL_LENGTH) },
      field,
    });
  if (!emailSchema.safeParse(email).success)
    throw authError("BAD_REQUEST", "INVALID_EMAIL", { field });
  return email;
}
