import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { auditLog } from "@tollgate/audit-log-plugin";
import { type AuthPlugin, createAuth, type PasswordHasher } from "@tollgate/auth-server";
import { fastTestPasswordHasher } from "@tollgate/auth-server/testing";
import Database from "better-sqlite3";
import { compareOps, microOptions } from "../micro.js";
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

/**
 * The cost of the audit trail on what it is for: a sign-in (scrypt, the user's read, the session
 * write) with auditLog() storing its event (one insert, then chaining it in a short
 * transaction), against the same server without the plugin. In-process, alternating rounds,
 * SQLite files; the issue's budget is 10 %. A second row uses the tests' fast hasher, so the
 * audit trail's own cost is not hidden behind scrypt's.
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
        const { oursOpsPerSec, theirsOpsPerSec } = await compareOps(
          withAudit,
          without,
          microOptions(quick),
        );
        rows.push({
          suite: "audit-log",
          case: `POST /sign-in/email (${label}, SQLite file), with auditLog() vs without`,
          metric: "sign-ins/s",
          ours: Math.round(oursOpsPerSec * 10) / 10,
          theirs: Math.round(theirsOpsPerSec * 10) / 10,
          against: "the same server without @tollgate/audit-log-plugin",
          higherIsBetter: true,
          note: hasher
            ? "what the audit trail itself adds, without the hash that dominates a real sign-in"
            : "budget: within 10 %",
        });
      }
      return rows;
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};
