// How many statements EVERY endpoint of the core and of each first-party plugin sends to
// PostgreSQL, each called once in a realistic state (a user with sessions, an organization with
// members, teams and invitations, an admin, API keys, a second factor). The budget is today's
// count: more fails the test, fewer asks for the budget to be lowered. An endpoint the server
// answers that neither the budget nor the list of uncovered endpoints names fails the test too,
// so a new endpoint cannot go uncounted.

import {
  POSTGRES_URL_VARIABLE,
  type ProviderDoubles,
  providerDoubles,
} from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINT_BUDGET, UNCOVERED_ENDPOINTS } from "./support/endpoint-budget";
import {
  type EveryEndpointServer,
  endpointKeys,
  everyEndpointServer,
} from "./support/every-endpoint-server";
import { coreScenario, signOutScenario } from "./support/scenario-core";
import { organizationScenario } from "./support/scenario-organization";
import {
  adminScenario,
  auditLogScenario,
  secondFactorScenario,
  signInPluginsScenario,
} from "./support/scenario-plugins";
import {
  openStatementMeter,
  type StatementMeter,
  type Statements,
} from "./support/statement-meter";

const url = process.env[POSTGRES_URL_VARIABLE];

describe.skipIf(!url)("statements per endpoint, every endpoint, on postgres", () => {
  const meters: StatementMeter[] = [];
  let s: EveryEndpointServer;
  let audited: EveryEndpointServer;
  const measured = new Map<string, Statements>();
  let doubles: ProviderDoubles | undefined;

  beforeAll(async () => {
    doubles = await providerDoubles();
    doubles.server.listen({ onUnhandledRequest: "error" });
    const meter = await openStatementMeter(url ?? "");
    meters.push(meter);
    s = await everyEndpointServer(meter);
    // The signing keys exist in a running app: made here, outside the count.
    await s.t.json("/jwks");
    await s.callApi("GET /error", () => s.t.request("/error", { skipAnswerCheck: true }));
    const alice = await coreScenario(s, doubles);
    await organizationScenario(s, alice);
    await signInPluginsScenario(s, alice);
    await adminScenario(s, alice);
    await secondFactorScenario(s, alice);
    await signOutScenario(s, alice);

    const auditMeter = await openStatementMeter(url ?? "");
    meters.push(auditMeter);
    audited = await everyEndpointServer(auditMeter, { audited: true });
    await auditLogScenario(audited);
    for (const server of [s, audited])
      for (const [key, { statements }] of server.measured) measured.set(key, statements);
  }, 120_000);

  afterAll(async () => {
    doubles?.server.close();
    for (const meter of meters) await meter.close();
  });

  it("every endpoint the server answers is in the budget or listed as uncovered, with a reason", () => {
    const answered = [
      ...new Set([...endpointKeys(s.t.auth.api), ...endpointKeys(audited.t.auth.api)]),
    ].sort();
    // A budget line may count one way of calling an endpoint: "METHOD /path?query".
    const listed = [
      ...new Set(
        [...Object.keys(ENDPOINT_BUDGET), ...Object.keys(UNCOVERED_ENDPOINTS)].map(
          (key) => key.split("?")[0],
        ),
      ),
    ].sort();
    expect(
      listed,
      "add new endpoints to ENDPOINT_BUDGET (or UNCOVERED_ENDPOINTS, saying why)",
    ).toEqual(answered);
  });

  it("every endpoint in the budget was measured", () => {
    const unmeasured = Object.keys(ENDPOINT_BUDGET).filter((key) => !measured.has(key));
    expect(unmeasured).toEqual([]);
  });

  it("every endpoint sends exactly its budget of statements (more fails; fewer: lower the budget)", () => {
    const counts = Object.fromEntries(
      [...measured].map(([key, statements]) => [key, statements.length]),
    );
    const detail = Object.keys(counts)
      .filter((key) => counts[key] !== ENDPOINT_BUDGET[key])
      .map(
        (key) =>
          `${key}: ${counts[key]} (budget ${ENDPOINT_BUDGET[key]})\n  ${(measured.get(key) ?? []).join("\n  ")}`,
      )
      .join("\n");
    expect(counts, detail).toEqual(ENDPOINT_BUDGET);
  });
});
