import { Validator } from "@seriousme/openapi-schema-validator";
import type { OpenAPIDocument } from "@tollgate/auth-server/open-api";
import { expect } from "vitest";

/** Fails with the validator's own findings when the document is not valid OpenAPI 3.1. */
export async function expectValidOpenAPI(document: OpenAPIDocument): Promise<void> {
  const validator = new Validator();
  // The validator wants a plain JSON object: what the endpoint sends over the wire.
  const result = await validator.validate(JSON.parse(JSON.stringify(document)));
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe("3.1");
}

/** "METHOD /path" of every operation in the document. */
export function operationsOf(document: OpenAPIDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
