import { APIError } from "@tollgate/auth-server";
import { type CookieCarrier, createTestAuth, serverPerBlock } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization } from "../src/index";
import {
  type ErrorBody,
  newUser,
  type OrganizationBody,
  type OrganizationServer,
  testDatabases,
  uniqueSlug,
} from "./support/organization-server";

// create-organization makes the new organization the caller's active one in the same batch of
// writes as the organization and its owner. These guard the paths around that batch: an app's
// database hook that gives the organization an id of its own, and an afterCreateOrganization
// hook, which runs before the session switches (as in Better Auth).

const REFUSED = { code: "NOT_NOW", message: "Not now" };

/** The caller's active organization as get-session answers it. */
async function activeOrganizationOf(t: OrganizationServer, cookies: CookieCarrier) {
  const { data } = await t.json<{ session: { activeOrganizationId: string | null } } | null>(
    "/get-session",
    { method: "GET", cookies },
  );
  return data?.session.activeOrganizationId ?? null;
}

describe.each(testDatabases())("create-organization and the caller's session ($name)", (target) => {
  const withOwnIds = serverPerBlock({ beforeAll, afterAll }, target, (database) =>
    createTestAuth({
      plugins: [organization()],
      database: { db: database.db, type: database.dialect },
      databaseHooks: {
        organization: {
          create: { before: async () => ({ data: { id: `app-${crypto.randomUUID()}` } }) },
        },
      },
    }),
  );
  const refusingAfterCreate = serverPerBlock({ beforeAll, afterAll }, target, (database) =>
    createTestAuth({
      plugins: [
        organization({
          organizationHooks: {
            afterCreateOrganization: async () => {
              throw new APIError("FORBIDDEN", REFUSED);
            },
          },
        }),
      ],
      database: { db: database.db, type: database.dialect },
    }),
  );

  it("an organization given its id by an app's database hook is the one made active", async () => {
    const t = withOwnIds();
    const { cookies } = await newUser(t);
    const { status, data } = await t.json<OrganizationBody>("/organization/create", {
      body: { name: "Own ids", slug: uniqueSlug() },
      cookies,
    });
    expect(status).toBe(200);
    expect(data.id).toMatch(/^app-/);
    expect(await activeOrganizationOf(t, cookies)).toBe(data.id);
  });

  it("a refusing afterCreateOrganization hook leaves the session's active organization as it was", async () => {
    const t = refusingAfterCreate();
    const { cookies } = await newUser(t);
    const slug = uniqueSlug();
    const { status, data } = await t.json<ErrorBody>("/organization/create", {
      body: { name: "Refused after", slug },
      cookies,
    });
    expect(status).toBe(403);
    expect(data).toMatchObject(REFUSED);
    const adapter = (await t.auth.$context).adapter;
    const created = await adapter.findOne({
      model: "organization",
      where: [{ field: "slug", value: slug }],
    });
    expect(created).not.toBeNull();
    expect(await activeOrganizationOf(t, cookies)).toBeNull();
  });
});
