// Creating an organization trusts the slug's unique index instead of reading the slug first (one
// round trip less): a slug in use, and two creates of one slug at the same time, must still end
// in one organization and a 400 'Organization already exists' naming the field, on every
// database, whether the insert runs alone (one statement on PostgreSQL) or in a transaction with
// an audit event (when a plugin listens to security events).

import type { AuthPlugin } from "@tollgate/auth-server";
import { CookieCarrier, createTestAuth, type TestDatabase } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization } from "../src/index";
import {
  type ErrorBody,
  type OrganizationBody,
  testDatabases,
  uniqueSlug,
} from "./support/organization-server";

/** A plugin that listens to security events, as an audit log does: creates run in a transaction. */
const eventListener = (events: string[]): AuthPlugin => ({
  id: "event-listener",
  securityEvents: (event) => void events.push(event.type),
});

/** The organization plugin with `also` beside it, on the test database. */
const serverWith = (database: TestDatabase, also: AuthPlugin[]) =>
  createTestAuth({
    plugins: [organization(), ...also],
    database: { db: database.db, type: database.dialect },
  });

type SlugServer = Awaited<ReturnType<typeof serverWith>>;

async function newUser(t: SlugServer) {
  const cookies = new CookieCarrier();
  await t.signUp({ email: `slug-${crypto.randomUUID()}@example.com` }, cookies);
  return { cookies };
}

async function twoCreatesOfOneSlug(t: SlugServer) {
  const slug = uniqueSlug("race");
  const [first, second] = await Promise.all([newUser(t), newUser(t)]);
  const answers = await Promise.all(
    [first, second].map(({ cookies }) =>
      t.json<OrganizationBody | ErrorBody>("/organization/create", {
        body: { name: "Race", slug },
        cookies,
      }),
    ),
  );
  return { slug, answers, users: [first, second] };
}

describe.each(testDatabases())("one slug, one organization ($name)", (target) => {
  let database: TestDatabase | undefined;
  let plain: SlugServer | undefined;
  let listened: SlugServer | undefined;
  const events: string[] = [];

  beforeAll(async () => {
    database = await target.open();
    plain = await serverWith(database, []);
    listened = await serverWith(database, [eventListener(events)]);
  });
  afterAll(async () => {
    await database?.close();
  });

  const servers = () => {
    if (!plain || !listened) throw new Error("the servers are opened in beforeAll");
    return { plain, listened };
  };

  for (const kind of ["plain", "listened"] as const) {
    const label = kind === "plain" ? "alone" : "with an audit event";
    it(`refuses a slug in use with 400 naming the field (insert ${label})`, async () => {
      const t = servers()[kind];
      const slug = uniqueSlug();
      const owner = await newUser(t);
      const created = await t.json("/organization/create", {
        body: { name: "Acme", slug },
        cookies: owner.cookies,
      });
      expect(created.status).toBe(200);
      const other = await newUser(t);
      const { status, data } = await t.json<ErrorBody & { field?: string }>(
        "/organization/create",
        { body: { name: "Copy", slug }, cookies: other.cookies },
      );
      expect(status).toBe(400);
      expect(data).toMatchObject({
        code: "ORGANIZATION_ALREADY_EXISTS",
        message: "Organization already exists",
        field: "slug",
      });
      const list = await t.json<OrganizationBody[]>("/organization/list", {
        cookies: other.cookies,
      });
      expect(list.data).toEqual([]);
    });

    it(`two creates of one slug at once: one organization, one 400 (insert ${label})`, async () => {
      const t = servers()[kind];
      const { slug, answers, users } = await twoCreatesOfOneSlug(t);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.status === 400);
      expect(refused?.data).toMatchObject({ code: "ORGANIZATION_ALREADY_EXISTS", field: "slug" });
      const { adapter } = await t.auth.$context;
      const withSlug = await adapter.findMany({
        model: "organization",
        where: [{ field: "slug", value: slug }],
      });
      expect(withSlug).toHaveLength(1);
      // The loser belongs to nothing: its member row went with its organization.
      const lists = await Promise.all(
        users.map(({ cookies }) => t.json<OrganizationBody[]>("/organization/list", { cookies })),
      );
      expect(lists.map((list) => list.data.length).sort()).toEqual([0, 1]);
    });
  }

  it("records the creation event with the organization when a plugin listens", async () => {
    const { listened: t } = servers();
    const before = events.filter((type) => type === "organization.created").length;
    const owner = await newUser(t);
    await t.json("/organization/create", {
      body: { name: "Recorded", slug: uniqueSlug() },
      cookies: owner.cookies,
    });
    expect(events.filter((type) => type === "organization.created")).toHaveLength(before + 1);
  });
});
