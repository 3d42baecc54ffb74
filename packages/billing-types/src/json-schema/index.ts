export { clientDocumentSchema } from "./client-document-schema";
export {
  anyWebhookEventJsonSchema,
  entityJsonSchema,
  type JsonSchema,
  webhookEventJsonSchema,
} from "./to-json-schema";
