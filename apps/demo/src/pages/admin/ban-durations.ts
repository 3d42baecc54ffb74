import type { MessageKey } from "../../i18n/catalogue";

/** How long a ban lasts, as ban-user's banExpiresIn (seconds); "never" sends none. */
export const BAN_DURATIONS = [
  { value: "3600", label: "ban.oneHour" },
  { value: "86400", label: "ban.oneDay" },
  { value: "604800", label: "ban.sevenDays" },
  { value: "2592000", label: "ban.thirtyDays" },
  { value: "never", label: "ban.untilUnbanned" },
] as const satisfies readonly { value: string; label: MessageKey }[];

export type BanDuration = (typeof BAN_DURATIONS)[number]["value"];

export function banExpiresIn(duration: BanDuration): number | undefined {
  return duration === "never" ? undefined : Number(duration);
}
