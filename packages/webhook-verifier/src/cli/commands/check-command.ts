import { parseArgs } from "node:util";
import { isWebhookPayloadError } from "../../errors/webhook-payload-error.js";
import { bodyToText } from "../../input/webhook-body.js";
import { parseEventText } from "../../parse/parse-event-text.js";
import { CliUsageError } from "../cli-error.js";
import type { CliIo } from "../cli-io.js";
import { CLI_TEXT } from "../cli-messages.js";
import { EXIT } from "../exit-codes.js";
import { CHECK_HELP } from "../help.js";
import { readFileOrExplain } from "../shared-options.js";

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
