/** JSON as the platform sends it. */
export type WireValue = string | number | boolean | null | WireValue[] | WireObject;
export interface WireObject {
  [field: string]: WireValue;
}

/** Dates travel as ISO 8601 with an offset ("Z"). */
export function iso(date: Date): string {
  return date.toISOString();
}

export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
