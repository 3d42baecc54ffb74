// Runs after tsup: writes the JSON Schema of every wire entity and event into dist/json-schema/.
import { mkdirSync, writeFileSync } from "node:fs";
import {
  anyWebhookEventJsonSchema,
  ENTITIES,
  entityJsonSchema,
  WEBHOOK_EVENT_TYPES,
  webhookEventJsonSchema,
} from "../dist/index.js";

const folder = new URL("../dist/json-schema/", import.meta.url);
mkdirSync(folder, { recursive: true });
const write = (name, schema) =>
  writeFileSync(new URL(`${name}.json`, folder), `${JSON.stringify(schema, null, 2)}\n`);

for (const name of Object.keys(ENTITIES)) write(name, entityJsonSchema(name));
for (const type of WEBHOOK_EVENT_TYPES) write(type, webhookEventJsonSchema(type));
write("webhook-event", anyWebhookEventJsonSchema());
console.log(`json-schema: ${Object.keys(ENTITIES).length + WEBHOOK_EVENT_TYPES.length + 1} files`);
