import type { OpenAPISecurityScheme } from "@tollgate/auth-server/open-api";
import type { ResolvedApiKeyOptions } from "./options";

/**
 * With keys as sessions, each key header is a way to authenticate any request: one OpenAPI
 * security scheme per header (`apiKeyHeader`, then `apiKeyHeader2`, …).
 */
export function apiKeySecuritySchemes(
  options: ResolvedApiKeyOptions,
): Record<string, OpenAPISecurityScheme> {
  return Object.fromEntries(
    options.headers.map((name, index) => [
      index === 0 ? "apiKeyHeader" : `apiKeyHeader${index + 1}`,
      {
        type: "apiKey",
        in: "header",
        name,
        description:
          "An API key (api-key plugin): the request runs as a session of the key's owner.",
      } satisfies OpenAPISecurityScheme,
    ]),
  );
}
