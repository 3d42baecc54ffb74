import { z } from "zod";
import { adminError } from "../admin-error";

/** An email from a request as stored, lowercased: 400 'Invalid email' naming the field. */
export function validEmail(value: unknown): string {
  const email = String(value).toLowerCase();
  if (!z.email().safeParse(email).success)
    throw adminError("BAD_REQUEST", "INVALID_EMAIL", { field: "email" });
  return email;
}
