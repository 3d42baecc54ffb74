import type { Reporter, TestCase, TestModule, TestSuite } from "vitest/node";
import { SERVER_SUITES } from "./server-suites";
import { type FinishedTest, formatSummary, summariseServerSuites } from "./summarise";

/** The names of the describe blocks around a test, outermost first. */
function suiteNames(test: TestCase): string[] {
  const names: string[] = [];
  let parent: TestSuite | TestModule = test.parent;
  while (parent.type === "suite") {
    names.unshift(parent.name);
    parent = parent.parent;
  }
  return names;
}

/**
 * A vitest reporter for the end of `pnpm test`: which server-backed suites (SQLite, PostgreSQL,
 * MySQL/MariaDB, Redis, Chromium) ran and how many tests each, and why any did not run. Without
 * it a suite whose server is missing leaves no trace (its databases are simply not in the list).
 */
export default class ServerSuitesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests: FinishedTest[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        tests.push({ suites: suiteNames(test), state: test.result().state });
      }
    }
    const summary = summariseServerSuites(tests, SERVER_SUITES, process.env);
    process.stdout.write(`${formatSummary(summary)}\n`);
  }
}
