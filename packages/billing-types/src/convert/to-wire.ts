import { convert } from "../derive/convert";
import { convertEvent } from "../events/convert-event";
import { ENTITIES } from "../registry";
import type { ClientForm, Convertible, WireForm } from "./forms";

/**
 * Client form → wire form: camelCase keys become snake_case, Dates become ISO 8601 text (a Date
 * that came from the wire and was not changed gets its original text back). Unknown keys are kept.
 */
export function toWire<K extends Convertible>(kind: K, value: ClientForm<K>): WireForm<K> {
  const name: Convertible = kind;
  const converted =
    name === "event"
      ? convertEvent(value, "toWire")
      : convert(ENTITIES[name].node, value, "toWire");
  // The walk follows the same definition the type was derived from.
  return converted as WireForm<K>;
}
