import type { AuthClientError } from "@tollgate/auth-client-react";

/**
 * A banned person's refusal: the server's message, then the reason and the end of the ban
 * from its answer (banReason, banExpires), the end in the reader's time zone.
 */
export function bannedUserText(error: AuthClientError): string {
  const message = (error.message || "You have been banned from this application").replace(
    /[.!]?$/,
    ".",
  );
  const reason = typeof error.banReason === "string" ? error.banReason.trim() : "";
  const expires = banEnd(error.banExpires);
  const parts = [message];
  if (reason) parts.push(`Reason: ${reason.replace(/[.!?]?$/, ".")}`);
  parts.push(
    expires && !Number.isNaN(expires.getTime())
      ? `The ban ends on ${expires.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}.`
      : "The ban has no end date.",
  );
  return parts.join(" ");
}

/** The client may hand the end over as the server's ISO text or already as a Date. */
function banEnd(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === "string" ? new Date(value) : null;
}
