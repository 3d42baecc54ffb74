import type { AuthClientError } from "@tollgate/auth-client-react";

/**
 * A banned person's refusal: the server's message, then the reason and the end of the ban
 * from its answer (banReason, banExpires), the end in the reader's time zone.
 */
export function bannedUserText(error: AuthClientError): string {
  const message = asSentence(error.message || "You have been banned from this application");
  const reason = typeof error.banReason === "string" ? error.banReason.trim() : "";
  const expires = banEnd(error.banExpires);
  const parts = [message];
  if (reason) parts.push(`Reason: ${asSentence(reason)}`);
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

/** Ends the text with a full stop unless it already ends a sentence. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
