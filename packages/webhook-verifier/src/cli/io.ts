import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** What the CLI needs from its process, so that commands do not reach for globals. */
export interface CliIo {
  /** The raw bytes piped in, or null when stdin is a terminal (nothing was piped). */
  readStdin(): Promise<Uint8Array | null>;
  readFile(path: string): Promise<Uint8Array>;
  /** Every *.json file under each path (a file is taken as is), in a stable order. */
  listPayloadFiles(paths: readonly string[]): Promise<string[]>;
  env: Readonly<Record<string, string | undefined>>;
  out(text: string): void;
  err(text: string): void;
}

async function readAll(stream: NodeJS.ReadStream): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function payloadFilesUnder(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) files.push(...(await payloadFilesUnder(child)));
    else if (entry.isFile() && entry.name.endsWith(".json")) files.push(child);
  }
  return files;
}

/** The real process: stdin, the file system, the environment, stdout and stderr. */
export function nodeCliIo(): CliIo {
  return {
    readStdin: async () => (process.stdin.isTTY ? null : readAll(process.stdin)),
    readFile: (path) => readFile(path),
    async listPayloadFiles(paths) {
      const lists = await Promise.all(paths.map(payloadFilesUnder));
      return lists.flat();
    },
    env: process.env,
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  };
}
