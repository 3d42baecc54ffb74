#!/usr/bin/env node
// The `tollgate` command: runs the built CLI (dist/cli.js). This launcher is committed, unlike
// dist/, so a package manager can link the command as soon as the package is installed, before
// anything is built (in this repository pnpm links it on the first install).
import { existsSync } from "node:fs";

const NOT_BUILT =
  "tollgate: the CLI is not built yet (dist/cli.js is missing). In the Tollgate repository, build the packages first: pnpm build\n";

const cli = new URL("../dist/cli.js", import.meta.url);
if (existsSync(cli)) {
  await import(cli.href);
} else {
  process.stderr.write(NOT_BUILT);
  process.exitCode = 1;
}
