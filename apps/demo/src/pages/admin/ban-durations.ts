/** How long a ban lasts, as ban-user's banExpiresIn (seconds); "never" sends none. */
export const BAN_DURATIONS = [
  { value: "3600", label: "1 hour" },
  { value: "86400", label: "1 day" },
  { value: "604800", label: "7 days" },
  { value: "2592000", label: "30 days" },
  { value: "never", label: "Until unbanned" },
] as const;

export type BanDuration = (typeof BAN_DURATIONS)[number]["value"];

export function banExpiresIn(duration: BanDuration): number | undefined {
  return duration === "never" ? undefined : Number(duration);
}
