import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
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
    `Cannot load the TypeScript config ${path}: this Node.js does not run TypeScript (Node 20 needs tsx). Install tsx in your project (npm install -D tsx), or compile the config to JavaScript.`,
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
    // A .ts config on a Node.js that does not run TypeScript: load it through the project's tsx.
    const tsImport = await tsxImportNear(path);
    if (!tsImport) throw new CommandError(authConfigMessages.typescriptConfig(path));
    return tsImport(url, url);
  }
}

/**
 * tsx's `tsImport` (an import through tsx that registers nothing for the rest of the process),
 * as the project that holds the config has it installed: resolved from the config's folder, as
 * tsx is no dependency of this package (under pnpm the project's tsx is not visible from here),
 * in its ES module build, the one `import "tsx/esm/api"` picks. Undefined when there is none.
 */
async function tsxImportNear(
  configPath: string,
): Promise<((specifier: string, parentURL: string) => Promise<unknown>) | undefined> {
  let manifestPath: string;
  try {
    manifestPath = createRequire(configPath).resolve("tsx/package.json");
  } catch {
    return undefined;
  }
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, "utf8"));
  const target = pick(pick(pick(manifest, "exports"), "./esm/api"), "import");
  const entry = typeof target === "string" ? target : pick(target, "default");
  if (typeof entry !== "string") return undefined;
  const api: unknown = await import(pathToFileURL(join(dirname(manifestPath), entry)).href);
  const tsImport = pick(api, "tsImport");
  return typeof tsImport === "function"
    ? (specifier, parentURL) => Promise.resolve(tsImport(specifier, parentURL))
    : undefined;
}

/** A property of a value of unknown shape (a module namespace, an auth instance), or undefined. */
export function pick(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value ?? Reflect.get(value, key);
}
