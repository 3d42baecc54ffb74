import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import type { BenchRow } from "./types";

/** When a suite's rows were measured (a partial run keeps the other suites' earlier rows). */
export interface SuiteRun {
  suite: string;
  date: string;
  quick: boolean;
}

export interface BenchReport {
  date: string;
  quick: boolean;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; platform: string };
  /** Absent in reports written before partial runs were merged: then every suite ran at `date`. */
  suites?: SuiteRun[];
  rows: (BenchRow & { ratio: number })[];
}

/** ours/theirs, so that > 1 reads "we are ahead" for throughput and < 1 for latency/size/time. */
export function ratioOf(row: BenchRow): number {
  return row.theirs === 0 ? Number.NaN : row.ours / row.theirs;
}

export function buildReport(rows: BenchRow[], quick: boolean): BenchReport {
  const date = new Date().toISOString();
  const suites = [...new Set(rows.map((row) => row.suite))];
  return {
    date,
    quick,
    machine: {
      cpu: cpus()[0]?.model ?? "unknown",
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    suites: suites.map((suite) => ({ suite, date, quick })),
    rows: rows.map((row) => ({ ...row, ratio: ratioOf(row) })),
  };
}

const suiteRunsOf = (report: BenchReport): SuiteRun[] =>
  report.suites ??
  [...new Set(report.rows.map((row) => row.suite))].map((suite) => ({
    suite,
    date: report.date,
    quick: report.quick,
  }));

/**
 * A partial run (`--only`) merged into the previous report: the suites that ran replace their
 * rows, the others keep theirs with the date they were measured; suites in `order`.
 */
export function mergeReports(
  previous: BenchReport,
  current: BenchReport,
  order: readonly string[],
): BenchReport {
  const ran = new Set(suiteRunsOf(current).map((run) => run.suite));
  const kept = suiteRunsOf(previous).filter((run) => !ran.has(run.suite));
  const runs = [...kept, ...suiteRunsOf(current)];
  const rank = (suite: string) => (order.includes(suite) ? order.indexOf(suite) : order.length);
  const rows = [...previous.rows.filter((row) => !ran.has(row.suite)), ...current.rows];
  return {
    ...current,
    quick: runs.some((run) => run.quick),
    suites: runs.sort((a, b) => rank(a.suite) - rank(b.suite)),
    rows: rows.sort((a, b) => rank(a.suite) - rank(b.suite)),
  };
}

/** The report last written to `directory`, if any. */
export function readReport(directory: URL): BenchReport | null {
  const file = new URL("latest.json", directory);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BenchReport) : null;
}

const format = (value: number) =>
  !Number.isFinite(value)
    ? "n/a"
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : value.toFixed(value >= 10 ? 1 : 2);

function verdict(row: BenchRow & { ratio: number }): string {
  // A zero (latency under the load generator's 1 ms resolution) has no meaningful ratio.
  if (!Number.isFinite(row.ratio) || row.ratio === 0)
    return row.ours === 0 ? "ours under 1 unit" : "";
  const ahead = row.higherIsBetter ? row.ratio >= 1 : row.ratio <= 1;
  const factor = row.higherIsBetter ? row.ratio : 1 / row.ratio;
  return ahead ? `${factor.toFixed(2)}× better` : `${(1 / factor).toFixed(2)}× worse`;
}

export function toTable(report: BenchReport): string[][] {
  return [
    ["suite", "case", "metric", "ours", "theirs", "against", "ours/theirs", "verdict"],
    ...report.rows.map((row) => [
      row.suite,
      row.case,
      row.metric,
      format(row.ours),
      format(row.theirs),
      row.against,
      format(row.ratio),
      verdict(row),
    ]),
  ];
}

export function printTable(table: string[][]): void {
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => line[column]!.length)),
  );
  for (const line of table)
    console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
}

export function toMarkdown(report: BenchReport): string {
  const table = toTable(report);
  const runs = suiteRunsOf(report);
  const dates = [...new Set(runs.map((run) => `${run.date}${run.quick ? " (quick)" : ""}`))];
  const lines = [
    `# Benchmark results${report.quick ? " (quick)" : ""}`,
    "",
    `${report.date} · ${report.machine.cpu} · ${report.machine.cores} cores · ${report.machine.memoryGiB} GiB · Node ${report.machine.node} · ${report.machine.platform}`,
    "",
    ...(dates.length > 1
      ? [
          "Measured in separate runs on this machine:",
          "",
          ...dates.map((date) => {
            const names = runs.filter(
              (run) => `${run.date}${run.quick ? " (quick)" : ""}` === date,
            );
            return `- ${names.map((run) => `\`${run.suite}\``).join(", ")}: ${date}`;
          }),
          "",
        ]
      : []),
    `| ${table[0]!.join(" | ")} |`,
    `|${table[0]!.map(() => "---").join("|")}|`,
    ...table.slice(1).map((line) => `| ${line.join(" | ")} |`),
    "",
  ];
  return lines.join("\n");
}

export function writeReport(report: BenchReport, directory: URL): void {
  mkdirSync(directory, { recursive: true });
  writeFileSync(new URL("latest.json", directory), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(new URL("latest.md", directory), toMarkdown(report));
}
