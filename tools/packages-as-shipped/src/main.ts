import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { installConsumer, typeCheckMatrix, writeConsumerSources } from "./consumer-matrix";
import { packPackage, publishableDirectories } from "./packed-package";
import { tarballProblems } from "./tarball-rules";

// Packs every publishable package (built beforehand), checks each tarball, then type-checks
// every public entry from a scratch app outside the repository. Exits 1 on any problem.
// --keep leaves the scratch folder for a look; --tarballs-only skips the type checks.
const repoRoot = resolve(import.meta.dirname, "../../..");
const keep = process.argv.includes("--keep");
const tarballsOnly = process.argv.includes("--tarballs-only");
const scratch = mkdtempSync(join(tmpdir(), "tollgate-as-shipped-"));
let failed = false;

try {
  console.log(`packing into ${scratch}`);
  const packed = publishableDirectories(repoRoot).map((directory) =>
    packPackage(repoRoot, directory, join(scratch, "tarballs")),
  );
  const versions = new Map(packed.map((p) => [p.manifest.name, p.manifest.version]));
  for (const p of packed) {
    const problems = tarballProblems(p, versions);
    const size = p.files.reduce((sum, file) => sum + file.size, 0);
    console.log(
      `${problems.length ? "✗" : "✓"} ${p.manifest.name} (${(size / 1024).toFixed(0)} kB unpacked)`,
    );
    for (const problem of problems) console.log(`    ${problem}`);
    if (problems.length) failed = true;
  }
  if (!tarballsOnly) {
    const consumer = join(scratch, "consumer");
    console.log("installing the tarballs into a scratch app");
    installConsumer(consumer, packed);
    writeConsumerSources(consumer, packed);
    const runs = typeCheckMatrix(consumer, (label) => console.log(`tsc: ${label}`));
    for (const run of runs) {
      const label = `TypeScript ${run.typescript}, moduleResolution ${run.resolution}`;
      if (run.errors.length === 0) continue;
      failed = true;
      console.log(`\n✗ ${label}:\n${run.errors.join("\n")}`);
    }
  }
} finally {
  if (keep) console.log(`kept ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
console.log(failed ? "\npackages as shipped: problems found" : "\npackages as shipped: all good");
process.exitCode = failed ? 1 : 0;
