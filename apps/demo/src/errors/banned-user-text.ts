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
  const expires = typeof error.banExpires === "string" ? new Date(error.banExpires) : null;
  const parts = [message];
  if (reason) parts.push(`Reason: ${reason.replace(/[.!?]?$/, ".")}`);
  parts.push(
    expires && !Number.isNaN(expires.getTime())
      ? `The ban ends ${expires.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}.`
      : "The ban has no end date.",
  );
  return parts.join(" ");
}
