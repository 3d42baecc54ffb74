import { describe, expect, it } from "vitest";
import { SERVER_SUITES } from "../src/server-suites";
import { type FinishedTest, formatSummary, summariseServerSuites } from "../src/summarise";

const finished = (suite: string, state: FinishedTest["state"] = "passed"): FinishedTest => ({
  suites: [suite, "inner"],
  state,
});

const ALL_SET = {
  TOLLGATE_TEST_POSTGRES_URL: "postgres://x",
  TOLLGATE_TEST_MYSQL_URL: "mysql://x",
  TOLLGATE_TEST_REDIS_URL: "redis://x",
  TOLLGATE_CHROMIUM: process.execPath, // any file that exists
};

describe("the server-backed suites summary", () => {
  it("says that the PostgreSQL suites were skipped and why (regression: only MySQL showed, as skipped)", () => {
    const summary = summariseServerSuites(
      [
        finished("POST /sign-up/email on 'sqlite (memory)'"),
        finished("MySQL connections", "skipped"),
      ],
      SERVER_SUITES,
      { TOLLGATE_CHROMIUM: "/nowhere/chromium" },
    );
    expect(summary).toEqual([
      { label: "SQLite", ran: 1, failed: 0, skippedBecause: null },
      {
        label: "PostgreSQL",
        ran: 0,
        failed: 0,
        skippedBecause: "TOLLGATE_TEST_POSTGRES_URL is not set",
      },
      {
        label: "MySQL/MariaDB",
        ran: 0,
        failed: 0,
        skippedBecause: "TOLLGATE_TEST_MYSQL_URL is not set",
      },
      { label: "Redis", ran: 0, failed: 0, skippedBecause: "TOLLGATE_TEST_REDIS_URL is not set" },
      {
        label: "Chromium",
        ran: 0,
        failed: 0,
        skippedBecause: "no Chromium at /nowhere/chromium (install it or set TOLLGATE_CHROMIUM)",
      },
    ]);
    expect(formatSummary(summary)).toContain(
      "PostgreSQL     skipped: TOLLGATE_TEST_POSTGRES_URL is not set",
    );
  });

  it("counts the tests that ran per server, failures too, by the describe names the suites use", () => {
    const summary = summariseServerSuites(
      [
        finished("GET /get-session on 'postgres'"),
        finished("concurrent sign-ups with one username ('postgres')", "failed"),
        finished("strings on 'mysql'"),
        finished("sessions in secondary storage ('redis')"),
        finished("demo account journey in Chromium"),
        finished("the Standard Webhooks test vector ('node')"),
      ],
      SERVER_SUITES,
      ALL_SET,
    );
    expect(summary.map(({ label, ran, failed }) => [label, ran, failed])).toEqual([
      ["SQLite", 0, 0],
      ["PostgreSQL", 2, 1],
      ["MySQL/MariaDB", 1, 0],
      ["Redis", 1, 0],
      ["Chromium", 1, 0],
    ]);
    const text = formatSummary(summary);
    expect(text).toContain("PostgreSQL     ran: 2 tests (1 failed)");
    expect(text).toContain("Redis          ran: 1 test\n");
    expect(text).toContain("SQLite         not in this run (no test file of it was selected)");
  });
});
