import { nodeCliIo } from "./cli/io.js";
import { runCli } from "./cli/run-cli.js";

// `webhook-verifier check dir | head`: a reader that stops early is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

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
