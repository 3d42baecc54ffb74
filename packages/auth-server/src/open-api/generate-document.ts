import { isServerOnly } from "../api/router";
import type { AuthContext } from "../context/context-types";
import { AUTH_ERROR_CODES } from "../errors/auth-error-codes";
import type { AnyEndpoint } from "../plugins/plugin-types";
import { coreEndpoints } from "../routes/core-endpoints";
import { type EndpointOwner, endpointOperations, openAPIPathOf } from "./endpoint-operations";
import { ERROR_COMPONENT, errorComponent } from "./error-responses";
import { modelComponents } from "./model-components";
import type { OpenAPIDocument, OpenAPIPathItem, OpenAPISecurityScheme } from "./open-api-types";

export interface OpenAPIDocumentOptions {
  /** info.title. Default: "<appName> auth API". */
  title?: string;
  /** info.version: the version of your API. Default "1.0.0". */
  version?: string;
  /** info.description. */
  description?: string;
}

const VALIDATION_MESSAGES = {
  VALIDATION_ERROR: `${AUTH_ERROR_CODES.INVALID_BODY_PARAMETERS} / ${AUTH_ERROR_CODES.INVALID_QUERY_PARAMETERS} (with \`field\` and \`issues\`)`,
};

interface EndpointGroup {
  owner: EndpointOwner;
  description: string;
  endpoints: Record<string, AnyEndpoint>;
}

function endpointGroups(context: AuthContext): EndpointGroup[] {
  return [
    {
      owner: { tag: "core", catalogue: AUTH_ERROR_CODES },
      description:
        "Sign-up and sign-in, sessions, the account's lifecycle and social sign-in: the core server.",
      endpoints: coreEndpoints,
    },
    ...context.plugins.map((plugin) => ({
      owner: { tag: plugin.id, catalogue: plugin.errorCodes ?? {} },
      description: `The endpoints of the "${plugin.id}" plugin.`,
      endpoints: plugin.endpoints ?? {},
    })),
  ];
}

/**
 * The OpenAPI 3.1 document of this auth server: every endpoint it routes (the core's and every
 * enabled plugin's; not SERVER_ONLY ones, not disabledPaths) under its basePath, with bodies
 * and queries from the endpoints' zod schemas, answers, error codes, and the stored models
 * (User, Session, plugins' tables) as components.
 */
export function generateOpenAPIDocument(
  context: AuthContext,
  options: OpenAPIDocumentOptions = {},
): OpenAPIDocument {
  const groups = endpointGroups(context);
  const messages: Record<string, string> = { ...VALIDATION_MESSAGES };
  for (const { owner } of groups) Object.assign(messages, owner.catalogue);
  const disabled = new Set(context.options.disabledPaths ?? []);
  const paths: Record<string, OpenAPIPathItem> = {};
  for (const { owner, endpoints } of groups) {
    for (const [key, endpoint] of Object.entries(endpoints)) {
      if (!endpoint.path || isServerOnly(endpoint) || disabled.has(endpoint.path)) continue;
      const path = `${context.basePath}${openAPIPathOf(endpoint.path)}`;
      const operations = endpointOperations(key, endpoint, owner, {
        messages,
        models: context.schema,
      });
      paths[path] = { ...paths[path], ...operations };
    }
  }
  const securitySchemes: Record<string, OpenAPISecurityScheme> = {
    sessionCookie: {
      type: "apiKey",
      in: "cookie",
      name: context.cookies.sessionToken.name,
      description:
        "The signed session token cookie that sign-in and sign-up set (sent by browsers on their own).",
    },
  };
  for (const plugin of context.plugins)
    Object.assign(securitySchemes, plugin.openapi?.securitySchemes);
  return {
    openapi: "3.1.1",
    info: {
      title: options.title ?? `${context.appName} auth API`,
      description:
        options.description ??
        "Sign-in, sessions and accounts (Better Auth's HTTP API), served by @tollgate/auth-server.",
      version: options.version ?? "1.0.0",
    },
    servers: [{ url: context.baseURL }],
    tags: groups.map(({ owner, description }) => ({ name: owner.tag, description })),
    paths,
    components: {
      schemas: { ...modelComponents(context.schema), [ERROR_COMPONENT]: errorComponent },
      securitySchemes,
    },
    // Every endpoint reads the session when one is sent; those that need one answer 401 without.
    security: [...Object.keys(securitySchemes).map((name) => ({ [name]: [] })), {}],
  };
}
