/** One measured comparison: our number, the alternative's number, and how to read them. */
export interface BenchRow {
  /** Suite name, e.g. "server", "webhook-verify". */
  suite: string;
  /** What was measured, e.g. "GET /ok" or "verify 2 KB, 3 signatures". */
  case: string;
  /** Metric name, e.g. "req/s", "p99 ms", "ops/s", "gzip bytes". */
  metric: string;
  ours: number;
  theirs: number;
  /** Name and pinned version of the alternative, e.g. "standardwebhooks@1.1.1". */
  against: string;
  /** true for throughput-like metrics, false for latency/size/time. */
  higherIsBetter: boolean;
  note?: string;
}

export interface BenchContext {
  /** `pnpm bench --quick`: a short version (whole run under 2 minutes). */
  quick: boolean;
}

export interface BenchSuite {
  name: string;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}
