import type { KeyOptions } from "../keys/key-options.js";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";

/** Options that sign and verify share, in node:util parseArgs form. */
export const KEY_AND_BODY_OPTIONS = {
  secret: { type: "string", multiple: true },
  id: { type: "string" },
  timestamp: { type: "string" },
  "key-encoding": { type: "string" },
  "body-file": { type: "string" },
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
} as const;

export interface KeyAndBodyValues {
  secret?: string[] | undefined;
  "key-encoding"?: string | undefined;
  "body-file"?: string | undefined;
}

export function keyOptionsFrom(values: KeyAndBodyValues, io: CliIo): KeyOptions {
  const secrets = values.secret ?? (io.env.WEBHOOK_SECRET ? [io.env.WEBHOOK_SECRET] : []);
  if (secrets.length === 0) throw new CliUsageError("MISSING_SECRET");
  const keyEncoding = values["key-encoding"] ?? "base64";
  if (keyEncoding !== "base64" && keyEncoding !== "utf8") {
    throw new CliUsageError("INVALID_KEY_ENCODING");
  }
  return { secret: secrets, keyEncoding };
}

/** Whole seconds since the epoch, or the given usage error. */
export function wholeSeconds(text: string, code: "INVALID_TIMESTAMP" | "INVALID_NOW"): number {
  if (!/^\d{1,15}$/.test(text)) throw new CliUsageError(code);
  return Number(text);
}

export async function readBody(values: KeyAndBodyValues, io: CliIo): Promise<Uint8Array> {
  const file = values["body-file"];
  if (file !== undefined && file !== "-") return readFileOrExplain(file, io);
  const body = await io.readStdin();
  if (body === null) throw new CliUsageError("NO_BODY_ON_STDIN");
  return body;
}

export async function readFileOrExplain(path: string, io: CliIo): Promise<Uint8Array> {
  try {
    return await io.readFile(path);
  } catch {
    throw new CliUsageError("CANNOT_READ_FILE", path);
  }
}
