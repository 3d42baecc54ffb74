/**
 * The wire text each client-form Date was made from, so that an unchanged date goes back to the
 * wire exactly as it came (offset and sub-millisecond digits included).
 */
const wireText = new WeakMap<Date, string>();

export function dateFromWire(text: string): Date {
  return rememberText(new Date(text), text);
}

/** The Date of wire `text` whose time is already known (the compiled path computes it). */
export function dateFromWireTime(text: string, time: number): Date {
  return rememberText(new Date(time), text);
}

function rememberText(date: Date, text: string): Date {
  wireText.set(date, text);
  return date;
}

export function dateToWire(date: Date): string {
  const text = wireText.get(date);
  if (text !== undefined && Date.parse(text) === date.getTime()) return text;
  return date.toISOString();
}
