import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { auditLog } from "@tollgate/audit-log-plugin";
import { type AuthPlugin, createAuth, type PasswordHasher } from "@tollgate/auth-server";
import { fastTestPasswordHasher } from "@tollgate/auth-server/testing";
import Database from "better-sqlite3";
import { compareOps, type MicroOptions, type MicroResult, median } from "../micro.js";
import type { BenchRow, BenchSuite } from "../types.js";

const EMAIL = "audit@bench.test";
const PASSWORD = "bench-password-123";
const BASE = "http://localhost:3000/api/auth";

/**
 * A server on its own SQLite file, with the production password hasher (scrypt) unless given
 * another, and one user.
 * Answers a sign-in: the request a browser sends, through auth.handler, checked for a 200.
 */
async function signInServer(
  directory: string,
  name: string,
  plugins: AuthPlugin[],
  password?: PasswordHasher,
) {
  const auth = createAuth({
    baseURL: "http://localhost:3000",
    secret: "bench-secret-0123456789abcdef0123456789",
    database: new Database(join(directory, `${name}.db`)),
    emailAndPassword: { enabled: true, ...(password ? { password } : {}) },
    logger: { disabled: true },
    plugins,
  });
  await auth.migrate();
  await auth.api.signUpEmail({ body: { email: EMAIL, password: PASSWORD, name: "Audit" } });
  return async () => {
    const response = await auth.handler(
      new Request(`${BASE}/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
    );
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    await response.arrayBuffer();
  };
}

/** Rounds: the issue asks for the median of at least five, with the spread. */
const options = (quick: boolean): MicroOptions =>
  quick ? { rounds: 5, roundMs: 1000, batch: 1 } : { rounds: 9, roundMs: 2000, batch: 1 };

/** The budget: a sign-in with the audit trail on takes at most 10 % longer. */
const BUDGET = 1.1;

/**
 * Each round's time of a sign-in with the trail over one without (round i of each side ran
 * back to back), as the median and the range of the rounds.
 */
function timeRatios({ oursRounds, theirsRounds }: MicroResult) {
  const ratios = oursRounds.map((ours, round) => (theirsRounds[round] ?? 0) / ours);
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}

/**
 * The cost of the audit trail on what it is for: a sign-in (scrypt, the user's read, the session
 * write) with auditLog() storing its event, against the same server without the plugin.
 * In-process, alternating rounds, SQLite files. Two rows per hasher: the sign-in rates, and the
 * time ratio of adjacent rounds (median, with the lowest and highest round) against the issue's
 * budget of 10 %. With the tests' fast hasher the trail's own cost is not hidden behind
 * scrypt's; the budget is judged on the real sign-in (scrypt).
 */
export const auditLogSuite: BenchSuite = {
  name: "audit-log",
  async run({ quick }) {
    const directory = mkdtempSync(join(tmpdir(), "tollgate-bench-audit-"));
    try {
      const rows: BenchRow[] = [];
      for (const hasher of [undefined, fastTestPasswordHasher]) {
        const label = hasher ? "fast test hasher" : "scrypt";
        const withAudit = await signInServer(
          directory,
          `with-audit-${label}`,
          [auditLog()],
          hasher,
        );
        const without = await signInServer(directory, `without-${label}`, [], hasher);
        const result = await compareOps(withAudit, without, options(quick));
        const ratios = timeRatios(result);
        const rounds = result.oursRounds.length;
        const against = "the same server without @tollgate/audit-log-plugin";
        const name = `POST /sign-in/email (${label}, SQLite file), with auditLog() vs without`;
        rows.push(
          {
            suite: "audit-log",
            case: name,
            metric: `sign-ins/s (median of ${rounds} rounds)`,
            ours: Math.round(result.oursOpsPerSec * 10) / 10,
            theirs: Math.round(result.theirsOpsPerSec * 10) / 10,
            against,
            higherIsBetter: true,
          },
          {
            suite: "audit-log",
            case: `${name}: time of a sign-in, with / without`,
            metric: `median of ${rounds} rounds (${ratios.low.toFixed(3)}–${ratios.high.toFixed(3)})`,
            ours: Math.round(ratios.median * 1000) / 1000,
            theirs: hasher ? 1 : BUDGET,
            against: hasher ? "1 (no cost; no budget here)" : "the issue's budget: 1.10",
            higherIsBetter: false,
          },
        );
      }
      return rows;
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};
