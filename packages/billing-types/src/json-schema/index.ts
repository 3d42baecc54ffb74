export {
  anyWebhookEventJsonSchema,
  entityJsonSchema,
  type JsonSchema,
  webhookEventJsonSchema,
} from "./to-json-schema";
