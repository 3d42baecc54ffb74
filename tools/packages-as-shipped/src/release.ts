import { resolve } from "node:path";
import { publishableDirectories } from "./packed-package";
import { publishOrder, readWorkspacePackage } from "./release-order";
import { runCommand } from "./run-command";

// `pnpm release`, after `pnpm changeset version` has set the versions: publishes every public
// package whose version is not on the registry yet, in dependency order. pnpm publish turns
// `workspace:^` into the real range (^0.1.0) and runs prepack (the build) first.
// --dry-run packs and shows what would be published, publishing nothing.
const repoRoot = resolve(import.meta.dirname, "../../..");
const dryRun = process.argv.includes("--dry-run");
const packages = publishOrder(
  publishableDirectories(repoRoot).map((directory) => readWorkspacePackage(repoRoot, directory)),
);

for (const { directory, manifest } of packages) {
  const id = `${manifest.name}@${manifest.version}`;
  const published = runCommand("npm", ["view", id, "version"], repoRoot);
  if (published.status === 0 && published.output.trim() === manifest.version) {
    console.log(`${id}: already on the registry`);
    continue;
  }
  console.log(`${id}: publishing${dryRun ? " (dry run)" : ""}`);
  const args = [
    "publish",
    "--access",
    "public",
    "--no-git-checks",
    ...(dryRun ? ["--dry-run"] : []),
  ];
  const result = runCommand("pnpm", args, resolve(repoRoot, directory));
  if (result.status !== 0) {
    console.error(result.output);
    console.error(`${id} failed: the packages after it are not published; run again once fixed.`);
    process.exit(1);
  }
}
