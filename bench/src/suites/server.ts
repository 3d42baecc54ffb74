import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median } from "../micro";
import type { LoadResult } from "../server/load";
import { measureRawScryptRate } from "../server/raw-scrypt-rate";
import { runScenario, type ScenarioName } from "../server/scenarios";
import { type ServerKind, spawnServer } from "../server/spawn-server";
import type { BenchContext, BenchRow, BenchSuite } from "../types";
import { getSession } from "./postgres";
import { type CaseGroup, compareSides } from "./side-by-side";

const AGAINST = "better-auth@1.7.25";
const SECRET = "bench-secret-0123456789abcdef0123456789";
// The mixed scenario runs right after get-session alone: the share it keeps compares two
// adjacent measurements, as this machine's speed drifts over minutes.
const PLAIN: ScenarioName[] = [
  "GET /ok",
  "GET /get-session",
  "GET /get-session during sign-ups",
  "POST /sign-in/email",
  "POST /sign-up/email",
];
const CACHED: ScenarioName[] = ["GET /get-session (cookie cache)"];
const HASHING: ScenarioName[] = ["POST /sign-in/email", "POST /sign-up/email"];

/** Every load: 10 keep-alive connections for 5 s (2 s in a quick run). */
const loadTiming = (ctx: BenchContext) => ({ connections: 10, durationSeconds: ctx.quick ? 2 : 5 });

/** The sign-ups that ran beside the mixed scenario's get-session load. */
const SIGN_UPS_BESIDE = "POST /sign-up/email during get-session load" as const;

type Measurements = Map<ScenarioName | typeof SIGN_UPS_BESIDE, LoadResult[]>;

interface SideResult {
  loads: Measurements;
  coldStartMs: number[];
  rssBytes: number[];
  /** The raw scrypt rate measured right before each hashing scenario (ours only). */
  rawScrypt: Map<ScenarioName, number[]>;
}

async function measureSide(
  kind: ServerKind,
  ctx: BenchContext,
  dir: string,
  round: number,
  into: SideResult,
) {
  const timing = loadTiming(ctx);
  for (const [cookieCache, scenarios] of [
    [false, PLAIN],
    [true, CACHED],
  ] as const) {
    const server = await spawnServer(kind, {
      dbFile: join(dir, `${kind}-${round}-${cookieCache}.db`),
      cookieCache,
      secret: SECRET,
    });
    into.coldStartMs.push(server.coldStartMs);
    try {
      for (const scenario of scenarios) {
        await server.settle();
        if (kind === "ours" && HASHING.includes(scenario)) {
          // The ceiling right next to the run it bounds: the machine's speed drifts over minutes.
          const raw = await measureRawScryptRate(timing.durationSeconds);
          into.rawScrypt.set(scenario, [...(into.rawScrypt.get(scenario) ?? []), raw]);
        }
        const result = await runScenario(server, scenario, timing);
        if (result.errors > 0 || result.non2xx > 0) {
          throw new Error(
            `${kind} ${scenario}: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
          );
        }
        into.loads.set(scenario, [...(into.loads.get(scenario) ?? []), result]);
        const { beside } = result;
        if (beside) {
          into.loads.set(SIGN_UPS_BESIDE, [...(into.loads.get(SIGN_UPS_BESIDE) ?? []), beside]);
        }
      }
      into.rssBytes.push(server.rssBytes());
    } finally {
      await server.stop();
    }
  }
}

function loadRows(
  scenario: ScenarioName | typeof SIGN_UPS_BESIDE,
  ours: LoadResult[],
  theirs: LoadResult[],
): BenchRow[] {
  const pick = (results: LoadResult[], key: keyof LoadResult) =>
    median(results.map((result) => result[key]));
  const row = (metric: string, key: keyof LoadResult, higherIsBetter: boolean): BenchRow => ({
    suite: "server",
    case: scenario,
    metric,
    ours: pick(ours, key),
    theirs: pick(theirs, key),
    against: AGAINST,
    higherIsBetter,
  });
  return [
    row("req/s", "requestsPerSecond", true),
    row("p50 ms", "p50Ms", false),
    row("p99 ms", "p99Ms", false),
  ];
}

/**
 * The session read with the plugins apps turn on together (username, magic link, organization,
 * admin, API keys) on both sides: what each plugin's hooks on the read cost, beside the core alone.
 */
export const REFERENCE_PLUGIN_CASES = [
  getSession("GET /get-session (username, magic link, organization, admin, API keys)"),
];

function withReferencePlugins(dir: string): CaseGroup {
  return {
    async start(side, round) {
      const dbFile = join(dir, `${side}-${round}-reference.db`);
      const server = await spawnServer(side, {
        dbFile,
        cookieCache: false,
        secret: SECRET,
        plugin: "reference",
      });
      return { server, dbFile };
    },
    cases: REFERENCE_PLUGIN_CASES,
  };
}

/** Ours vs better-auth (and bare node:http as the ceiling), each server in its own process. */
export const serverSuite: BenchSuite = {
  name: "server",
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), "tollgate-bench-"));
    const rounds = ctx.quick ? 1 : 3;
    const sides: Record<"ours" | "better-auth", SideResult> = {
      ours: { loads: new Map(), coldStartMs: [], rssBytes: [], rawScrypt: new Map() },
      "better-auth": { loads: new Map(), coldStartMs: [], rssBytes: [], rawScrypt: new Map() },
    };
    const referenceRows: BenchRow[] = [];
    const bareOk: LoadResult[] = [];
    const bareSession: LoadResult[] = [];
    try {
      for (let round = 0; round < rounds; round++) {
        // Alternate who goes first, so drift in machine state does not favour one side.
        const order: ("ours" | "better-auth")[] =
          round % 2 === 0 ? ["ours", "better-auth"] : ["better-auth", "ours"];
        for (const kind of order) await measureSide(kind, ctx, dir, round, sides[kind]);
        const bare = await spawnServer("bare", { dbFile: "", cookieCache: false, secret: SECRET });
        bareOk.push(await runScenario(bare, "GET /ok", loadTiming(ctx)));
        await bare.stop();
        const floor = await spawnServer("bare-session", {
          dbFile: join(dir, `bare-session-${round}.db`),
          cookieCache: false,
          secret: SECRET,
        });
        bareSession.push(await runScenario(floor, "GET /get-session", loadTiming(ctx)));
        await floor.stop();
      }
      referenceRows.push(...(await compareSides("server", [withReferencePlugins(dir)], ctx)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const rows: BenchRow[] = [];
    for (const scenario of [...PLAIN, ...CACHED, SIGN_UPS_BESIDE]) {
      rows.push(
        ...loadRows(
          scenario,
          sides.ours.loads.get(scenario) ?? [],
          sides["better-auth"].loads.get(scenario) ?? [],
        ),
      );
    }
    rows.push(...referenceRows);
    /** Median req/s of a scenario over the rounds. */
    const rate = (results: readonly LoadResult[] | undefined) =>
      median((results ?? []).map((result) => result.requestsPerSecond));
    const rateOf = (kind: "ours" | "better-auth", scenario: ScenarioName) =>
      rate(sides[kind].loads.get(scenario));
    rows.push({
      suite: "server",
      case: "GET /ok vs bare node:http",
      metric: "req/s",
      ours: rateOf("ours", "GET /ok"),
      theirs: rate(bareOk),
      against: "node:http (ceiling)",
      higherIsBetter: true,
      note: "ratio = share of the machine's ceiling",
    });
    rows.push({
      suite: "server",
      case: "GET /get-session vs a hand-written session read",
      metric: "req/s",
      ours: rateOf("ours", "GET /get-session"),
      theirs: rate(bareSession),
      against: "node:http + one SQLite read (floor)",
      higherIsBetter: true,
      note: "ratio = share of the least work that gives the same answer",
    });
    for (const scenario of HASHING) {
      rows.push({
        suite: "server",
        case: `${scenario} vs the raw scrypt rate`,
        metric: "req/s",
        ours: rateOf("ours", scenario),
        theirs: median(sides.ours.rawScrypt.get(scenario) ?? []),
        against: "scrypt, all cores (ceiling)",
        higherIsBetter: true,
        note: "ratio = share of the hash ceiling at the same cost",
      });
    }
    const alone = (kind: "ours" | "better-auth") => rateOf(kind, "GET /get-session");
    const mixed = (kind: "ours" | "better-auth") =>
      rateOf(kind, "GET /get-session during sign-ups");
    rows.push({
      suite: "server",
      case: "get-session rate kept during sign-ups",
      metric: "% kept",
      ours: (100 * mixed("ours")) / alone("ours"),
      theirs: (100 * mixed("better-auth")) / alone("better-auth"),
      against: AGAINST,
      higherIsBetter: true,
    });
    rows.push({
      suite: "server",
      case: "cold start (spawn → first 200)",
      metric: "ms",
      ours: median(sides.ours.coldStartMs),
      theirs: median(sides["better-auth"].coldStartMs),
      against: AGAINST,
      higherIsBetter: false,
    });
    rows.push({
      suite: "server",
      case: "server RSS after the run",
      metric: "MB",
      ours: median(sides.ours.rssBytes) / 2 ** 20,
      theirs: median(sides["better-auth"].rssBytes) / 2 ** 20,
      against: AGAINST,
      higherIsBetter: false,
    });
    return rows;
  },
};
