/** Reads an environment variable where the runtime has process.env (Node, Bun, Deno); else undefined. */
export function readEnv(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  return env?.[name];
}

export function isProduction(): boolean {
  return readEnv("NODE_ENV") === "production";
}
