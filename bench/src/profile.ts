import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CpuProfile, summarizeProfile } from "./profile/summarize-profile";
import { type BenchPlugin, spawnServer } from "./server/spawn-server";
import { ADMIN_CASES } from "./suites/admin";
import { API_KEY_CASES } from "./suites/api-key";
import { JWT_CASES } from "./suites/jwt";
import { ORGANIZATION_CASES } from "./suites/organization";
import { PASSKEY_CASES } from "./suites/passkey";
import { REFERENCE_PLUGIN_CASES } from "./suites/server";
import { type LoadCase, runPrepared, SECRET, type Side } from "./suites/side-by-side";
import { TWO_FACTOR_CASES } from "./suites/two-factor";

const CASES: Record<BenchPlugin, LoadCase[]> = {
  organization: ORGANIZATION_CASES,
  admin: ADMIN_CASES,
  "api-key": API_KEY_CASES,
  jwt: JWT_CASES,
  "two-factor": TWO_FACTOR_CASES,
  passkey: PASSKEY_CASES,
  reference: REFERENCE_PLUGIN_CASES,
};
const HOOK = fileURLToPath(new URL("./profile/profile-hook.mjs", import.meta.url));
const USAGE =
  "usage: pnpm --filter @tollgate/bench profile <organization|admin|api-key|jwt|two-factor|passkey|reference> <case number> [ours|better-auth]";

const isPlugin = (name: string): name is BenchPlugin => Object.hasOwn(CASES, name);

/**
 * A CPU profile of one plugin case's server under the bench's load (10 connections, 5 s): seeds
 * as the suite does, starts the profiler after seeding, writes
 * `tollgate-<side>-<suite>-<case>.cpuprofile` in the temporary directory (open it in Chrome
 * DevTools) and prints the top functions.
 */
async function main(): Promise<void> {
  const [suite = "", caseArgument = "", sideArgument = "ours"] = process.argv.slice(2);
  const loadCase = isPlugin(suite) ? CASES[suite][Number(caseArgument)] : undefined;
  if (!isPlugin(suite) || !loadCase || !["ours", "better-auth"].includes(sideArgument))
    throw new Error(USAGE);
  const side = sideArgument as Side;
  const output = join(tmpdir(), `tollgate-${side}-${suite}-${caseArgument}.cpuprofile`);
  const dir = mkdtempSync(join(tmpdir(), "tollgate-bench-profile-"));
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --import ${HOOK}`;
  process.env.BENCH_PROFILE_FILE = output;
  try {
    const dbFile = join(dir, "profile.db");
    const server = await spawnServer(side, {
      dbFile,
      cookieCache: false,
      secret: SECRET,
      plugin: suite,
    });
    try {
      const request = await loadCase.prepare({ server, dbFile });
      await server.settle();
      server.signal("SIGUSR2");
      await new Promise((done) => setTimeout(done, 200));
      const result = await runPrepared(server.url, request, { quick: false });
      const unit = "flow" in request ? "flows/s" : "req/s";
      console.log(`${loadCase.name}, ${side}: ${result.requestsPerSecond.toFixed(0)} ${unit}`);
    } finally {
      await server.stop();
    }
    const profile = JSON.parse(readFileSync(output, "utf8")) as CpuProfile;
    console.log(`${output}\n\n${summarizeProfile(profile)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
