import type { ServerSuite } from "./server-suites";

/** One finished test: the names of the describe blocks around it, outermost first. */
export interface FinishedTest {
  suites: readonly string[];
  state: "passed" | "failed" | "skipped" | "pending";
}

export interface SuiteSummary {
  label: string;
  ran: number;
  failed: number;
  /** Why the suite did not run here, when it did not. */
  skippedBecause: string | null;
}

/** Counts, for each server-backed suite, the tests that ran, and says why the others did not. */
export function summariseServerSuites(
  tests: readonly FinishedTest[],
  suites: readonly ServerSuite[],
  env: Readonly<Record<string, string | undefined>>,
): SuiteSummary[] {
  return suites.map((suite) => {
    const mine = tests.filter((test) => test.suites.some((name) => suite.suiteName.test(name)));
    const ran = mine.filter((test) => test.state === "passed" || test.state === "failed");
    return {
      label: suite.label,
      ran: ran.length,
      failed: ran.filter((test) => test.state === "failed").length,
      skippedBecause: suite.missing(env),
    };
  });
}

/** The lines printed at the end of the run. */
export function formatSummary(summaries: readonly SuiteSummary[]): string {
  const width = Math.max(...summaries.map((summary) => summary.label.length)) + 2;
  const lines = summaries.map((summary) => {
    const label = summary.label.padEnd(width);
    if (summary.ran > 0) {
      const failed = summary.failed > 0 ? ` (${summary.failed} failed)` : "";
      return `  ${label}ran: ${summary.ran} ${summary.ran === 1 ? "test" : "tests"}${failed}`;
    }
    if (summary.skippedBecause) return `  ${label}skipped: ${summary.skippedBecause}`;
    return `  ${label}not in this run (no test file of it was selected)`;
  });
  return ["", " Server-backed suites", ...lines, ""].join("\n");
}
