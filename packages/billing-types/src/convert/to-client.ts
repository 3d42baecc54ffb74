import { convert } from "../derive/convert";
import { convertEvent } from "../events/convert-event";
import { ENTITIES } from "../registry";
import type { ClientForm, Convertible, WireForm } from "./forms";

/**
 * Wire form → client form: snake_case keys become camelCase, ISO 8601 texts become Dates. Keys this
 * version does not know are kept under their wire name, values untouched. Does not validate: use
 * it on data a wire schema accepted (or that you built to the wire type).
 */
export function toClient<K extends Convertible>(kind: K, value: WireForm<K>): ClientForm<K> {
  const name: Convertible = kind;
  const converted =
    name === "event"
      ? convertEvent(value, "toClient")
      : convert(ENTITIES[name].node, value, "toClient");
  // The walk follows the same definition the type was derived from.
  return converted as ClientForm<K>;
}
