import { z } from "zod";
import { authError } from "../../errors/auth-api-error";

const emailSchema = z.email();

/** Lowercased, trimmed email, or 400 'Invalid email' naming the body field it came from. */
export function normaliseEmail(value: string, field = "email"): string {
  const email = value.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success)
    throw authError("BAD_REQUEST", "INVALID_EMAIL", { field });
  return email;
}
