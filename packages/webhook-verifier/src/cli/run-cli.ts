import { isWebhookSecretError } from "../errors/webhook-secret-error.js";
import { isWebhookUsageError } from "../errors/webhook-usage-error.js";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import { checkCommand } from "./commands/check-command.js";
import { signCommand } from "./commands/sign-command.js";
import { verifyCommand } from "./commands/verify-command.js";
import { EXIT } from "./exit-codes.js";
import { HELP } from "./help.js";

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  sign: signCommand,
  verify: verifyCommand,
  check: checkCommand,
};

/** node:util parseArgs reports bad arguments as TypeErrors with an ERR_PARSE_ARGS_* code. */
function isParseArgsError(error: unknown): error is TypeError {
  return (
    error instanceof TypeError &&
    String(Reflect.get(error, "code") ?? "").startsWith("ERR_PARSE_ARGS")
  );
}

function usageFailure(io: CliIo, code: string, message: string): number {
  io.err(`${code}: ${message}`);
  io.err("Run `webhook-verifier --help` for usage.");
  return EXIT.usage;
}

/** Runs one CLI invocation and returns its exit code; user errors never print a stack. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.out(HELP);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS[name];
  try {
    if (command === undefined) throw new CliUsageError("UNKNOWN_COMMAND", name);
    return await command(args, io);
  } catch (error) {
    if (error instanceof CliUsageError) return usageFailure(io, error.code, error.message);
    if (isParseArgsError(error)) {
      const invalid = new CliUsageError("INVALID_ARGUMENTS", error.message);
      return usageFailure(io, invalid.code, invalid.message);
    }
    if (isWebhookSecretError(error) || isWebhookUsageError(error)) {
      return usageFailure(io, error.code, error.message);
    }
    throw error;
  }
}
