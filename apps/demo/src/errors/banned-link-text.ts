import { bannedUserText } from "./banned-user-text";

/**
 * The admin plugin's description of a ban, as a mailed link's redirect carries it
 * (`?error=BANNED_USER&error_description=…`): "Reason: {reason}. The ban ends at {ISO date}."
 * or "Reason: {reason}. The ban does not end." (its BANNED_UNTIL / BANNED_WITHOUT_END).
 */
const BAN_DESCRIPTION = /Reason: (.*)\. The ban (?:ends at (\S+)|does not end)\.$/s;

/**
 * A banned person arriving by a mailed link (a magic link) reads what password sign-in shows:
 * the refusal, the reason and the end of the ban, in their language.
 */
export function bannedLinkText(description: string | null): string {
  const match = description ? BAN_DESCRIPTION.exec(description) : null;
  return bannedUserText({
    status: 403,
    statusText: "",
    code: "BANNED_USER",
    ...(match?.[1] ? { banReason: match[1] } : {}),
    banExpires: match?.[2] ?? null,
  });
}
