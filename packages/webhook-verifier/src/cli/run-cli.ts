import { isWebhookSecretError, isWebhookUsageError } from "../errors.js";
import { checkCommand, signCommand, verifyCommand } from "./commands.js";
import type { CliIo } from "./io.js";
import { CliUsageError, EXIT, HELP } from "./messages.js";

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
