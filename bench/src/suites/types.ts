import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { median } from "../micro";
import type { BenchRow, BenchSuite } from "../types";

const run = promisify(execFile);
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const consumer = (side: "ours" | "theirs") =>
  fileURLToPath(new URL(`../../type-consumers/${side}/tsconfig.json`, import.meta.url));

interface Diagnostics {
  instantiations: number;
  checkSeconds: number;
  totalSeconds: number;
}

/** `tsc --noEmit --extendedDiagnostics` on the consumer; a type error fails the benchmark. */
async function diagnose(side: "ours" | "theirs"): Promise<Diagnostics> {
  const { stdout } = await run(
    process.execPath,
    [tsc, "-p", consumer(side), "--extendedDiagnostics"],
    { maxBuffer: 2 ** 24 },
  ).catch((error: { stdout?: string }) => {
    throw new Error(`type errors in the ${side} consumer:\n${error.stdout ?? String(error)}`);
  });
  const read = (label: string) =>
    Number(new RegExp(`${label}:\\s+([\\d.]+)`).exec(stdout)?.[1] ?? Number.NaN);
  return {
    instantiations: read("Instantiations"),
    checkSeconds: read("Check time"),
    totalSeconds: read("Total time"),
  };
}

/** What a user's editor pays: the same small app type-checked against each library. */
export const typesSuite: BenchSuite = {
  name: "types",
  async run(ctx) {
    const rounds = ctx.quick ? 1 : 3;
    const ours: Diagnostics[] = [];
    const theirs: Diagnostics[] = [];
    for (let round = 0; round < rounds; round++) {
      ours.push(await diagnose("ours"));
      theirs.push(await diagnose("theirs"));
    }
    const row = (metric: string, pick: (d: Diagnostics) => number): BenchRow => ({
      suite: "types",
      case: "tsc --noEmit on a consumer with every plugin",
      metric,
      ours: median(ours.map(pick)),
      theirs: median(theirs.map(pick)),
      against: "better-auth@1.7.25",
      higherIsBetter: false,
    });
    return [
      row("instantiations", (d) => d.instantiations),
      row("check s", (d) => d.checkSeconds),
      row("total s", (d) => d.totalSeconds),
    ];
  },
};
