import { ReturnsTarget } from "./returns-target";

/**
 * Each client-form Date made from the wire remembers the text it came from, so that an unchanged
 * date goes back to the wire exactly as it came (offset and sub-millisecond digits included).
 * The text is a private field stamped onto the Date (see `ReturnsTarget`).
 */

class WireText extends ReturnsTarget {
  #text: string;

  private constructor(date: Date, text: string) {
    super(date);
    this.#text = text;
  }

  static stamp(date: Date, text: string): Date {
    new WireText(date, text);
    return date;
  }

  static of(date: Date): string | undefined {
    return #text in date ? date.#text : undefined;
  }
}

export function dateFromWire(text: string): Date {
  return WireText.stamp(new Date(text), text);
}

/** The Date of wire `text` whose time is already known (the compiled path computes it). */
export function dateFromWireTime(text: string, time: number): Date {
  return WireText.stamp(new Date(time), text);
}

export function dateToWire(date: Date): string {
  const text = WireText.of(date);
  if (text !== undefined && Date.parse(text) === date.getTime()) return text;
  return date.toISOString();
}
