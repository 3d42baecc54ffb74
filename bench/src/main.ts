import { buildReport, mergeReports, printTable, readReport, toTable, writeReport } from "./report";
import { adminSuite } from "./suites/admin";
import { apiKeySuite } from "./suites/api-key";
import { auditLogSuite } from "./suites/audit-log";
import { billingParseSuite } from "./suites/billing-parse";
import { clientBundleSuite } from "./suites/client-bundle";
import { jwtSuite } from "./suites/jwt";
import { organizationSuite } from "./suites/organization";
import { passkeySuite } from "./suites/passkey";
import { postgresSuite } from "./suites/postgres";
import { remoteDbSuite } from "./suites/remote-db";
import { scaleSuite } from "./suites/scale";
import { serverSuite } from "./suites/server";
import { twoFactorSuite } from "./suites/two-factor";
import { typesSuite } from "./suites/types";
import { webhookVerifySuite } from "./suites/webhook-verify";
import type { BenchRow, BenchSuite } from "./types";

/** Every comparison, in one run on one machine. `--quick` for the short version; `--only a,b` to pick suites. */
const SUITES: BenchSuite[] = [
  serverSuite,
  organizationSuite,
  adminSuite,
  apiKeySuite,
  jwtSuite,
  twoFactorSuite,
  passkeySuite,
  auditLogSuite,
  postgresSuite,
  remoteDbSuite,
  scaleSuite,
  clientBundleSuite,
  typesSuite,
  billingParseSuite,
  webhookVerifySuite,
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes("--quick");
  const onlyIndex = args.indexOf("--only");
  const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? "").split(",")) : null;
  const rows: BenchRow[] = [];
  for (const suite of SUITES) {
    if (only && !only.has(suite.name)) continue;
    const started = performance.now();
    console.error(`▶ ${suite.name}…`);
    rows.push(...(await suite.run({ quick })));
    console.error(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const report = buildReport(rows, quick);
  printTable(toTable(report));
  // `--only` keeps the other suites' last rows (with their dates) in results/latest.*.
  const results = new URL("../results/", import.meta.url);
  const previous = only ? readReport(results) : null;
  const order = SUITES.map((suite) => suite.name);
  writeReport(previous ? mergeReports(previous, report, order) : report, results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
