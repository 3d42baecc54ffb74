import { z } from "zod";

/** A JSON object the document holds (an operation, a schema): described at the top level only. */
const jsonObject = z.record(z.string(), z.unknown());

/**
 * GET /open-api/generate-schema: an OpenAPI 3.1 document (OpenAPIDocument), described down to
 * its own parts; the operations, schemas and security schemes inside are OpenAPI's own objects.
 */
export const openAPIDocumentAnswer = z.strictObject({
  openapi: z.literal("3.1.1"),
  info: z.strictObject({ title: z.string(), description: z.string(), version: z.string() }),
  servers: z.array(z.strictObject({ url: z.string() })),
  tags: z.array(z.strictObject({ name: z.string(), description: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), jsonObject)),
  components: z.strictObject({
    schemas: z.record(z.string(), jsonObject),
    securitySchemes: z.record(z.string(), jsonObject),
  }),
  security: z.array(z.record(z.string(), z.array(z.string()))),
});
