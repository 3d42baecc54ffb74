import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { CommandError } from "./commands/auth-config";
import { runGenerateCommand } from "./commands/generate-command";
import { runMigrateCommand } from "./commands/migrate-command";
import { runOpenAPICommand } from "./commands/openapi-command";
import { runPluginCommand, UnknownCommandError } from "./commands/plugin-command";

const HELP = `Usage: tollgate <command> [options]

Commands:
  migrate      Bring the database schema up to date (additive: creates tables, columns, indexes)
  generate     Write the tables of your plugins as SQL, a Drizzle schema or a Prisma schema,
               for apps whose own tool (drizzle-kit, prisma migrate) runs the migrations
  openapi      Print the OpenAPI 3.1 document of every endpoint (tollgate openapi > openapi.json)
  <other>      A command a plugin of your auth config adds (e.g. tollgate audit verify, from
               @tollgate/audit-log-plugin), run with the config's auth instance (--config as below)

Options for migrate:
  --config <path>     A module that exports your auth instance (what createAuth() returned)
                      as \`auth\` or as its default export: the command takes the database and
                      the schema (plugins' tables and fields too) from it.
                      Default: ./auth.config.js, .mjs or .ts. Best a module of its own that
                      your server imports; one that also starts the server works too (the
                      command exits when its work is done).
  --database <url>    Database URL: file:path, a SQLite path, :memory:, postgres://… or mysql://…
                      Alone, migrates the core tables; with --config, overrides its database.
  --print             Print the SQL only; change nothing
  -y, --yes           Apply without asking
  -h, --help          Show this help

Options for generate:
  --config <path>     The module that exports your auth instance, as for migrate (same default).
                      Without one, --dialect alone writes the core tables.
  --format <format>   sql (the statements migrate runs on an empty database; the default),
                      drizzle (a schema.ts of sqliteTable/pgTable/mysqlTable and relations)
                      or prisma (a schema.prisma of models)
  --dialect <name>    sqlite, postgres or mysql. Default: the dialect of the config's database
  --output <file>     Write to this file (refused if it exists, unless --yes). Default: stdout
  -y, --yes           Overwrite --output if it exists

Options for openapi:
  --config <path>     The module that exports your auth instance, as for migrate (same default).
                      The document lists the core's endpoints and those of every plugin in it.

Exit codes: 0 success, 1 failure, 2 wrong usage.
`;

const COMMANDS = ["migrate", "generate", "openapi"];

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const [command, ...rest] = positionals;
  if (command && !COMMANDS.includes(command)) {
    return runPluginCommand({
      command,
      args: rest,
      config: values.config,
      cwd: process.cwd(),
      write: (line) => process.stdout.write(`${line}\n`),
    }).catch((error: unknown) => {
      if (error instanceof UnknownCommandError) {
        process.stderr.write(`${error.message}\n\n${HELP}`);
        return 2;
      }
      process.stderr.write(`tollgate: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    });
  }
  if (!command || rest.length > 0) {
    process.stderr.write(`${command ? `Unknown command: ${command}\n\n` : ""}${HELP}`);
    return 2;
  }
  try {
    if (command === "openapi") {
      await runOpenAPICommand({
        config: values.config,
        cwd: process.cwd(),
        write: (text) => process.stdout.write(`${text}\n`),
      });
      return 0;
    }
    if (command === "generate") {
      await runGenerateCommand({
        config: values.config,
        format: values.format,
        dialect: values.dialect,
        output: values.output,
        yes: values.yes ?? false,
        cwd: process.cwd(),
        write: (text) => process.stdout.write(text),
      });
      return 0;
    }
    await runMigrateCommand({
      config: values.config,
      database: values.database,
      print: values.print ?? false,
      yes: values.yes ?? false,
      cwd: process.cwd(),
      confirm: process.stdin.isTTY ? askYesNo : null,
      write: (line) => process.stdout.write(`${line}\n`),
    });
    return 0;
  } catch (error) {
    if (error instanceof CommandError || !process.env.TOLLGATE_DEBUG) {
      process.stderr.write(`tollgate: ${error instanceof Error ? error.message : String(error)}\n`);
    } else {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      config: { type: "string" },
      database: { type: "string" },
      format: { type: "string" },
      dialect: { type: "string" },
      output: { type: "string" },
      print: { type: "boolean" },
      yes: { type: "boolean", short: "y" },
      help: { type: "boolean", short: "h" },
    },
  });
}

async function askYesNo(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`${question} (y/N) `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}

// Exit once the work is done, whatever the config module left running: the quick start's
// server.mjs also listens on a port, and a driver's pool may keep sockets open.
main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
  process.stdout.write("", () => process.exit(code));
});
