import { z } from "zod";
import { authError } from "../../errors/auth-api-error";

const emailSchema = z.email();

/** Lowercased, trimmed email, or 400 'Invalid email'. */
export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success)
    throw authError("BAD_REQUEST", "INVALID_EMAIL", { field: "email" });
  return email;
}
