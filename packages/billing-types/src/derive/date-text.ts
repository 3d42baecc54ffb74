/**
 * The wire text each client-form Date was made from, so that an unchanged date goes back to the
 * wire exactly as it came (offset and sub-millisecond digits included).
 */
const wireText = new WeakMap<Date, string>();

export function dateFromWire(text: string): Date {
  const date = new Date(text);
  wireText.set(date, text);
  return date;
}

export function dateToWire(date: Date): string {
  const text = wireText.get(date);
  if (text !== undefined && Date.parse(text) === date.getTime()) return text;
  return date.toISOString();
}
