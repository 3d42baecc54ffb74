import { z } from "zod";
import { authError } from "../../errors/auth-api-error";

const emailSchema = z.email();

/** Lowercased, trimmed email from the body field `field`, or 400 'Invalid email' naming it. */
export function normaliseEmailField(value: string, field: string): string {
  const email = value.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success)
    throw authError("BAD_REQUEST", "INVALID_EMAIL", { field });
  return email;
}
