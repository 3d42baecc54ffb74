import { median } from "../micro";
import { type Flow, runFlows } from "../server/flow-load";
import { type LoadResult, type LoadSpec, runLoad } from "../server/load";
import type { RunningServer } from "../server/spawn-server";
import type { BenchContext, BenchRow } from "../types";

export const AGAINST = "better-auth@1.7.25";
export const SECRET = "bench-secret-0123456789abcdef0123456789";

export type Side = "ours" | "better-auth";

/** What a load sends; the connections and duration are the suite's, the same for every case. */
export type LoadRequest = Omit<LoadSpec, "connections" | "durationSeconds">;

/** A flow of dependent requests run back to back (see server/flow-load.ts): rated per flow. */
export interface FlowRequest {
  flow: Flow;
}

/** A server of one side, and its SQLite file when it has one (for seeding). */
export interface SideServer {
  server: RunningServer;
  dbFile: string;
}

export interface LoadCase {
  /** The table's case, e.g. "GET /organization/list (member of 20)". */
  name: string;
  /**
   * Seeds what the load needs on this server and checks that the answer is the expected one
   * (the same check on both sides); gives the request to load it with, or the flow.
   */
  prepare(side: SideServer): Promise<LoadRequest | FlowRequest>;
}

/** Servers started the same way on both sides, and the cases measured on each. */
export interface CaseGroup {
  start(side: Side, round: number): Promise<SideServer>;
  cases: LoadCase[];
}

/** Every load: 10 keep-alive connections for 5 s (2 s in a quick run), as in the server suite. */
export const loadTiming = (ctx: BenchContext) => ({
  connections: 10,
  durationSeconds: ctx.quick ? 2 : 5,
});

/** Loads a server with what a case prepared: its request (autocannon) or its flow. */
export function runPrepared(
  url: string,
  request: LoadRequest | FlowRequest,
  ctx: BenchContext,
): Promise<LoadResult> {
  return "flow" in request
    ? runFlows({ flow: request.flow, ...loadTiming(ctx) })
    : runLoad(url, { ...request, ...loadTiming(ctx) });
}

async function measureGroup(
  group: CaseGroup,
  side: Side,
  round: number,
  ctx: BenchContext,
  into: Map<string, LoadResult[]>,
  flows: Set<string>,
) {
  const started = await group.start(side, round);
  try {
    for (const loadCase of group.cases) {
      const request = await loadCase.prepare(started);
      await started.server.settle();
      if ("flow" in request) flows.add(loadCase.name);
      const result = await runPrepared(started.server.url, request, ctx);
      if (result.errors > 0 || result.non2xx > 0) {
        throw new Error(
          `${side} ${loadCase.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
        );
      }
      into.set(loadCase.name, [...(into.get(loadCase.name) ?? []), result]);
    }
  } finally {
    await started.server.stop();
  }
}

/**
 * Ours against better-auth under the same load, each server in its own process: 3 rounds
 * (1 in a quick run) alternating which side goes first, medians of req/s, p50 and p99.
 */
export async function compareSides(
  suite: string,
  groups: CaseGroup[],
  ctx: BenchContext,
  against: string = AGAINST,
): Promise<BenchRow[]> {
  const results: Record<Side, Map<string, LoadResult[]>> = {
    ours: new Map(),
    "better-auth": new Map(),
  };
  const flows = new Set<string>();
  const rounds = ctx.quick ? 1 : 3;
  for (let round = 0; round < rounds; round++) {
    const order: Side[] = round % 2 === 0 ? ["ours", "better-auth"] : ["better-auth", "ours"];
    for (const group of groups) {
      for (const side of order) await measureGroup(group, side, round, ctx, results[side], flows);
    }
  }
  const rows: BenchRow[] = [];
  for (const { name } of groups.flatMap((group) => group.cases)) {
    const pick = (side: Side, key: "requestsPerSecond" | "p50Ms" | "p99Ms") =>
      median((results[side].get(name) ?? []).map((result) => result[key]));
    const row = (
      metric: string,
      key: "requestsPerSecond" | "p50Ms" | "p99Ms",
      higherIsBetter: boolean,
    ): BenchRow => ({
      suite,
      case: name,
      metric,
      ours: pick("ours", key),
      theirs: pick("better-auth", key),
      against,
      higherIsBetter,
    });
    const perFlow = flows.has(name);
    rows.push(
      row(perFlow ? "flows/s" : "req/s", "requestsPerSecond", true),
      row(perFlow ? "flow p50 ms" : "p50 ms", "p50Ms", false),
      row(perFlow ? "flow p99 ms" : "p99 ms", "p99Ms", false),
    );
  }
  return rows;
}
