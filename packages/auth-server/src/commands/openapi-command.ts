import type { AuthContext } from "../context/context-types";
import { generateOpenAPIDocument } from "../open-api/generate-document";
import { isRecord } from "../utils/is-record";
import { CommandError, findAuthConfig, loadAuthInstance, pick } from "./auth-config";

export const openAPICommandMessages = {
  noConfig: (directory: string) =>
    `No auth config found in ${directory} (looked for auth.config.js, auth.config.mjs, auth.config.ts). ` +
    'Pass --config <path>: a module exporting your auth instance as "auth" or as default.',
  badContext: (path: string) =>
    `The auth instance from ${path} has no usable $context: is it what createAuth() returned?`,
} as const;

export interface OpenAPICommandOptions {
  config?: string | undefined;
  cwd: string;
  write: (text: string) => void;
}

/** The fields of the context the generator reads, checked before it runs. */
function isDocumentableContext(value: unknown): value is AuthContext {
  return (
    isRecord(value) &&
    typeof value.basePath === "string" &&
    typeof value.baseURL === "string" &&
    Array.isArray(value.plugins) &&
    isRecord(value.schema) &&
    isRecord(value.cookies) &&
    isRecord(value.options)
  );
}

/**
 * `tollgate openapi`: prints the OpenAPI document of the app's auth instance, the one GET
 * /open-api/generate-schema answers. With the openAPI() plugin the app's own endpoint makes it
 * (so the same options apply); without it, it is generated from the instance's context.
 */
export async function runOpenAPICommand(options: OpenAPICommandOptions): Promise<void> {
  const path = findAuthConfig(options.cwd, options.config);
  if (!path) throw new CommandError(openAPICommandMessages.noConfig(options.cwd));
  const auth = await loadAuthInstance(path);
  const generate = pick(pick(auth, "api"), "generateOpenAPISchema");
  if (typeof generate === "function") {
    options.write(JSON.stringify(await generate({}), null, 2));
    return;
  }
  const context: unknown = await pick(auth, "$context");
  if (!isDocumentableContext(context))
    throw new CommandError(openAPICommandMessages.badContext(path));
  options.write(JSON.stringify(generateOpenAPIDocument(context), null, 2));
}
