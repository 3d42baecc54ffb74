import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** A mistake the person running a command can fix; printed without a stack trace. */
export class CommandError extends Error {
  override readonly name = "CommandError";
}

export const authConfigMessages = {
  noConfig: (directory: string) =>
    `No auth config found in ${directory} (looked for auth.config.js, auth.config.mjs, auth.config.ts). ` +
    'Pass --config <path> (a module exporting your auth instance as "auth" or as default) or --database <url>.',
  configMissing: (path: string) => `Config file not found: ${path}`,
  typescriptConfig: (path: string) =>
    `Cannot load the TypeScript config ${path} directly. Install tsx (npm install -D tsx), or compile the config to JavaScript.`,
  noAuthExport: (path: string) =>
    `${path} must export the auth instance as "auth" or as the default export.`,
} as const;

const DEFAULT_CONFIG_NAMES = ["auth.config.js", "auth.config.mjs", "auth.config.ts"];

/**
 * The app's auth config module: `--config` (which must exist), else the first of
 * auth.config.js, .mjs, .ts in `cwd`; null when there is none.
 */
export function findAuthConfig(cwd: string, config: string | undefined): string | null {
  if (config) {
    const path = resolve(cwd, config);
    if (!existsSync(path)) throw new CommandError(authConfigMessages.configMissing(path));
    return path;
  }
  for (const name of DEFAULT_CONFIG_NAMES) {
    const path = resolve(cwd, name);
    if (existsSync(path)) return path;
  }
  return null;
}

/** The auth instance (what createAuth() returned) the module exports as `auth` or default. */
export async function loadAuthInstance(path: string): Promise<object> {
  const loaded: unknown = await importConfig(path);
  const auth = pick(loaded, "auth") ?? pick(loaded, "default");
  if (typeof auth !== "object" || auth === null) {
    throw new CommandError(authConfigMessages.noAuthExport(path));
  }
  return auth;
}

async function importConfig(path: string): Promise<unknown> {
  const url = pathToFileURL(path).href;
  try {
    return await import(url);
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
    // A .ts config: load it through tsx when the project has it.
    // A string, not a literal specifier: tsx is optional and not a dependency of this package.
    const tsxApi: string = "tsx/esm/api";
    const tsx: unknown = await import(tsxApi).catch(() => null);
    const register = pick(tsx, "register");
    if (typeof register !== "function")
      throw new CommandError(authConfigMessages.typescriptConfig(path));
    register();
    return import(url);
  }
}

/** A property of a value of unknown shape (a module namespace, an auth instance), or undefined. */
export function pick(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value ?? Reflect.get(value, key);
}
