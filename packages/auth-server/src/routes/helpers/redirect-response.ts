import type { OpenAPIResponse } from "../../open-api/open-api-types";

/** A 302 answer for the OpenAPI document: where the browser is sent, in its Location header. */
export function redirectResponse(description: string, location: string): OpenAPIResponse {
  return {
    description,
    headers: { Location: { description: location, schema: { type: "string" } } },
  };
}
