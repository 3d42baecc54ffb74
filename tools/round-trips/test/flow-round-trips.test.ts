// How many statements each request of a typical flow sends to PostgreSQL. On a managed database
// across a network each statement is a round trip of 1–20 ms, so these counts, not microseconds
// in process, set a request's time. The budget is today's count: a request that sends more fails
// the test, and one that sends fewer asks for its budget to be lowered, so the table stays true.

import {
  type CookieCarrier,
  createTestAuth,
  POSTGRES_URL_VARIABLE,
} from "@tollgate/auth-server/testing";
import { organization } from "@tollgate/organization-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openStatementMeter,
  type StatementMeter,
  type Statements,
} from "./support/statement-meter";

/** Statements per request of the flow, in the flow's order. */
const BUDGET: Record<string, number> = {
  "POST /sign-up/email": 2,
  "POST /sign-in/email": 2,
  "GET /get-session": 1,
  "POST /update-user": 2,
  "GET /list-sessions": 2,
  "POST /organization/create": 2,
  "GET /organization/list": 2,
  "GET /organization/get-full-organization": 2,
  "POST /organization/invite-member": 3,
  "POST /organization/accept-invitation": 3,
  "GET /organization/get-active-member": 2,
  "GET /organization/list-members": 2,
  "POST /sign-out": 1,
};

const url = process.env[POSTGRES_URL_VARIABLE];
const PASSWORD = "correct horse battery staple";

describe.skipIf(!url)("statements per request of the flow on postgres", () => {
  let meter: StatementMeter;
  const measured = new Map<string, Statements>();

  beforeAll(async () => {
    meter = await openStatementMeter(url ?? "");
    const invitations: string[] = [];
    const t = await createTestAuth({
      database: meter.pool,
      plugins: [organization({ sendInvitationEmail: ({ id }) => void invitations.push(id) })],
    });
    const { internalAdapter } = await t.auth.$context;
    /** Sends one request of the flow and keeps what it sent to the database. */
    const step = async (
      method: "GET" | "POST",
      path: string,
      cookies: CookieCarrier,
      body?: Record<string, unknown>,
    ) => {
      const { result, statements } = await meter.measure(() =>
        t.json<Record<string, unknown>>(path, { method, cookies, ...(body ? { body } : {}) }),
      );
      if (result.status !== 200) {
        throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.data)}`);
      }
      measured.set(`${method} ${path}`, statements);
      return result.data;
    };

    const alice = t.newBrowser();
    const email = `alice-${crypto.randomUUID()}@example.com`;
    await step("POST", "/sign-up/email", alice, { email, password: PASSWORD, name: "Alice" });
    await step("POST", "/sign-in/email", alice, { email, password: PASSWORD });
    await step("GET", "/get-session", alice);
    await step("POST", "/update-user", alice, { name: "Alice Liddell" });
    await step("GET", "/list-sessions", alice);
    const created = await step("POST", "/organization/create", alice, {
      name: "Acme",
      slug: `acme-${crypto.randomUUID().slice(0, 8)}`,
    });
    await step("GET", "/organization/list", alice);
    await step("GET", "/organization/get-full-organization", alice);

    // Bob is set up outside the count: signed up, email verified (an invitee must be).
    const bob = t.newBrowser();
    const bobEmail = `bob-${crypto.randomUUID()}@example.com`;
    const signedUp = await t.signUp({ email: bobEmail, password: PASSWORD }, bob);
    await internalAdapter.updateUser(signedUp.user.id, { emailVerified: true });

    await step("POST", "/organization/invite-member", alice, {
      email: bobEmail,
      role: "member",
      organizationId: created.id,
    });
    await step("POST", "/organization/accept-invitation", bob, { invitationId: invitations[0] });
    await step("GET", "/organization/get-active-member", bob);
    await step("GET", "/organization/list-members", alice);
    await step("POST", "/sign-out", alice);
  }, 60_000);

  afterAll(async () => {
    await meter?.close();
  });

  it("every request sends exactly its budget of statements (more fails; fewer: lower the budget)", () => {
    const counts = Object.fromEntries(
      [...measured].map(([request, sent]) => [request, sent.length]),
    );
    const over = Object.keys(BUDGET).filter(
      (request) => (counts[request] ?? 0) !== BUDGET[request],
    );
    const detail = over
      .map(
        (request) =>
          `${request}: ${counts[request]} (budget ${BUDGET[request]})\n  ${(measured.get(request) ?? []).join("\n  ")}`,
      )
      .join("\n");
    expect(counts, detail).toEqual(BUDGET);
  });

  it("the whole flow sends at most 26 statements (better-auth sends 73)", () => {
    const total = Object.values(BUDGET).reduce((sum, count) => sum + count, 0);
    expect(total).toBeLessThanOrEqual(26);
    const sent = [...measured.values()].reduce((sum, statements) => sum + statements.length, 0);
    expect(sent).toBeLessThanOrEqual(26);
  });
});
