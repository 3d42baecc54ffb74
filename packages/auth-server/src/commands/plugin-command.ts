import type { AuthContext } from "../context/context-types";
import { isRecord } from "../utils/is-record";
import { CommandError, findAuthConfig, loadAuthInstance, pick } from "./auth-config";

/** A command neither tollgate nor the config's plugins have: wrong usage (exit 2), not a failure. */
export class UnknownCommandError extends CommandError {}

export const pluginCommandMessages = {
  noConfig: (command: string, directory: string) =>
    `Unknown command: ${command} (not a command of tollgate, and no auth config was found in ${directory} whose plugins could add it; pass --config <path>)`,
  unknown: (command: string, path: string) =>
    `Unknown command: ${command} (neither tollgate nor a plugin of ${path} has it)`,
} as const;

export interface PluginCommandOptions {
  command: string;
  args: readonly string[];
  config?: string | undefined;
  cwd: string;
  write: (line: string) => void;
}

/**
 * `tollgate <command> …` for a command a plugin declares (`commands` in the plugin contract):
 * loads the app's auth instance, waits for its start-up, and runs the command of the first
 * plugin that has it. Answers the command's exit code.
 */
export async function runPluginCommand(options: PluginCommandOptions): Promise<number> {
  const path = findAuthConfig(options.cwd, options.config);
  if (!path)
    throw new UnknownCommandError(pluginCommandMessages.noConfig(options.command, options.cwd));
  const auth = await loadAuthInstance(path);
  const context: unknown = await pick(auth, "$context");
  if (!isRecord(context) || !Array.isArray(context.plugins))
    throw new CommandError(pluginCommandMessages.unknown(options.command, path));
  // The context of what createAuth() returned: checked above for the plugins the lookup reads.
  const authContext = context as AuthContext;
  const command = authContext.plugins
    .map((plugin) => plugin.commands?.[options.command])
    .find((found) => found !== undefined);
  if (!command) throw new UnknownCommandError(pluginCommandMessages.unknown(options.command, path));
  return command.run({ context: authContext, args: options.args, write: options.write });
}
