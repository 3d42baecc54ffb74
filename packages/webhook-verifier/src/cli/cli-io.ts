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
