/** What fills a message's placeholders, by name. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** How dates are written: the reader's time zone unless the app names one. */
export interface FormatOptions {
  /** An IANA time zone for dates, e.g. "Europe/Berlin" (default: the runtime's). */
  timeZone?: string | undefined;
}
