import { nodeCliIo, runCli } from "./cli/index.js";

runCli(process.argv.slice(2), nodeCliIo()).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    // Only a bug reaches here: every user error is answered by runCli with a code and message.
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 70;
  },
);
