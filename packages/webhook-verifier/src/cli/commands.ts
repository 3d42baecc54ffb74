// The three commands (sign, verify, check), each parsing its own arguments and returning its
// exit code, and the options sign and verify share.
import { parseArgs } from "node:util";
import { isWebhookPayloadError, isWebhookVerificationError } from "../errors.js";
import type { KeyOptions } from "../keys.js";
import { createWebhookSigner } from "../sign.js";
import { createWebhookVerifier } from "../verify.js";
import { bodyToText, parseEventText } from "../webhook-body.js";
import type { CliIo } from "./io.js";
import { CHECK_HELP, CLI_TEXT, CliUsageError, EXIT, SIGN_HELP, VERIFY_HELP } from "./messages.js";

/** Options that sign and verify share, in node:util parseArgs form. */
const KEY_AND_BODY_OPTIONS = {
  secret: { type: "string", multiple: true },
  id: { type: "string" },
  timestamp: { type: "string" },
  "key-encoding": { type: "string" },
  "body-file": { type: "string" },
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
} as const;

interface KeyAndBodyValues {
  secret?: string[] | undefined;
  "key-encoding"?: string | undefined;
  "body-file"?: string | undefined;
}

function keyOptionsFrom(values: KeyAndBodyValues, io: CliIo): KeyOptions {
  const secrets = values.secret ?? (io.env.WEBHOOK_SECRET ? [io.env.WEBHOOK_SECRET] : []);
  if (secrets.length === 0) throw new CliUsageError("MISSING_SECRET");
  const keyEncoding = values["key-encoding"] ?? "base64";
  if (keyEncoding !== "base64" && keyEncoding !== "utf8") {
    throw new CliUsageError("INVALID_KEY_ENCODING");
  }
  return { secret: secrets, keyEncoding };
}

/** Whole seconds since the epoch, or the given usage error. */
function wholeSeconds(text: string, code: "INVALID_TIMESTAMP" | "INVALID_NOW"): number {
  if (!/^\d{1,15}$/.test(text)) throw new CliUsageError(code);
  return Number(text);
}

async function readBody(values: KeyAndBodyValues, io: CliIo): Promise<Uint8Array> {
  const file = values["body-file"];
  if (file !== undefined && file !== "-") return readFileOrExplain(file, io);
  const body = await io.readStdin();
  if (body === null) throw new CliUsageError("NO_BODY_ON_STDIN");
  return body;
}

async function readFileOrExplain(path: string, io: CliIo): Promise<Uint8Array> {
  try {
    return await io.readFile(path);
  } catch {
    throw new CliUsageError("CANNOT_READ_FILE", path);
  }
}

/** `sign`: prints the three headers for the body on stdin. */
export async function signCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: KEY_AND_BODY_OPTIONS, strict: true });
  if (values.help) {
    io.out(SIGN_HELP);
    return EXIT.ok;
  }
  const keyOptions = keyOptionsFrom(values, io);
  if (!values.id) throw new CliUsageError("MISSING_ID");
  const timestamp =
    values.timestamp === undefined
      ? undefined
      : wholeSeconds(values.timestamp, "INVALID_TIMESTAMP");
  const body = await readBody(values, io);
  const signed = await createWebhookSigner(keyOptions).sign({
    id: values.id,
    body,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  if (values.json) {
    io.out(JSON.stringify(signed.headers));
  } else {
    for (const [name, value] of Object.entries(signed.headers)) io.out(`${name}: ${value}`);
  }
  return EXIT.ok;
}

const VERIFY_OPTIONS = {
  ...KEY_AND_BODY_OPTIONS,
  signature: { type: "string" },
  tolerance: { type: "string" },
  now: { type: "string" },
} as const;

function toleranceFrom(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const tolerance = Number(text);
  if (text.trim() === "" || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new CliUsageError("INVALID_TOLERANCE");
  }
  return tolerance;
}

/** `verify`: exit 0 when the body on stdin matches its headers, 1 with the error otherwise, 2 when a header is not given. */
export async function verifyCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: VERIFY_OPTIONS, strict: true });
  if (values.help) {
    io.out(VERIFY_HELP);
    return EXIT.ok;
  }
  const keyOptions = keyOptionsFrom(values, io);
  // Not giving a header is a wrong call (exit 2), not a rejected webhook. The headers given are
  // passed to the verifier as they are, so that it reports a malformed one with the spec's own
  // message, exactly as a server would.
  const missing = (["id", "timestamp", "signature"] as const).filter(
    (name) => values[name] === undefined,
  );
  if (missing.length > 0) {
    const flags = missing.map((name) => `--${name}`).join(", ");
    throw new CliUsageError("MISSING_REQUIRED_HEADERS", `${flags} not given`);
  }
  const toleranceSeconds = toleranceFrom(values.tolerance);
  const nowMilliseconds =
    values.now === undefined ? undefined : wholeSeconds(values.now, "INVALID_NOW") * 1000;
  const verifier = createWebhookVerifier({
    ...keyOptions,
    ...(toleranceSeconds === undefined ? {} : { toleranceSeconds }),
    ...(nowMilliseconds === undefined ? {} : { now: () => nowMilliseconds }),
  });
  const body = await readBody(values, io);
  try {
    const verified = await verifier.verify(body, {
      "webhook-id": values.id,
      "webhook-timestamp": values.timestamp,
      "webhook-signature": values.signature,
    });
    if (values.json) io.out(JSON.stringify({ ok: true, ...verified }));
    else io.out(`${CLI_TEXT.verified}: ${verified.id} (timestamp ${verified.timestamp})`);
    return EXIT.ok;
  } catch (error) {
    if (!isWebhookVerificationError(error)) throw error;
    if (values.json)
      io.out(JSON.stringify({ ok: false, code: error.code, message: error.message }));
    io.err(`${error.code}: ${error.message}`);
    return EXIT.rejected;
  }
}

interface FileReport {
  file: string;
  ok: boolean;
  type?: string;
  issues: { path: string; message: string }[];
}

async function checkFile(file: string, io: CliIo): Promise<FileReport> {
  const text = bodyToText(await readFileOrExplain(file, io));
  try {
    const event = parseEventText(text);
    return { file, ok: true, type: event.type, issues: [] };
  } catch (error) {
    if (!isWebhookPayloadError(error)) throw error;
    const issues =
      error.issues.length > 0 ? [...error.issues] : [{ path: "", message: error.message }];
    return { file, ok: false, issues };
  }
}

function printReport(report: FileReport, io: CliIo): void {
  if (report.ok) {
    io.out(`${CLI_TEXT.checkPassed}   ${report.file} (${report.type})`);
    return;
  }
  for (const issue of report.issues) {
    const where = issue.path === "" ? report.file : `${report.file}: ${issue.path}`;
    io.out(`${CLI_TEXT.checkFailed} ${where}: ${issue.message}`);
  }
}

/** `check`: validates payload files against the billing schemas, reporting every failure. */
export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    io.out(CHECK_HELP);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new CliUsageError("NO_PATHS_TO_CHECK");
  let files: string[];
  try {
    files = await io.listPayloadFiles(positionals);
  } catch {
    throw new CliUsageError("CANNOT_READ_FILE", positionals.join(", "));
  }
  if (files.length === 0) throw new CliUsageError("NO_PAYLOAD_FILES_FOUND", positionals.join(", "));
  const reports: FileReport[] = [];
  for (const file of files) reports.push(await checkFile(file, io));
  const failed = reports.filter((report) => !report.ok).length;
  if (values.json) {
    io.out(JSON.stringify({ files: reports, failed }));
  } else {
    for (const report of reports) printReport(report, io);
    io.out(CLI_TEXT.summary(reports.length, failed));
  }
  return failed === 0 ? EXIT.ok : EXIT.rejected;
}
