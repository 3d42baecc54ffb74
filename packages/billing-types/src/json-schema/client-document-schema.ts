import type { z } from "zod";
import { ENTITIES, type EntityName } from "../registry";
import { documentSchemaOf } from "./document-schema";

/**
 * The JSON of an entity's client form, as a server sends what toClient gave it: camelCase keys
 * (unknown ones kept), dates as ISO text in UTC, defaults filled in. A zod schema for
 * describing such an answer (an OpenAPI document, a test of the answer), not for parsing
 * payloads: `<entity>WireSchema` and toClient do that.
 */
export function clientDocumentSchema(name: EntityName): z.ZodType {
  return documentSchemaOf(ENTITIES[name].node, "client");
}
