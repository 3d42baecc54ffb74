import { APIError, type DatabaseHooks } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organization } from "../src/index";
import {
  type ErrorBody,
  markEmailVerified,
  type OrganizationServer,
  ownerWithOrganization,
  type TestDatabase,
  testDatabases,
  uniqueSlug,
} from "./support/organization-server";

const REFUSED = { code: "NOT_TODAY", message: "Not today" };

/** The app refuses, through the contract's databaseHooks, any membership of a user named "veto". */
const vetoes: DatabaseHooks = {
  member: {
    create: {
      async before(member, _ctx, write) {
        const user = await write.adapter.findOne({
          model: "user",
          where: [{ field: "id", value: member.userId }],
        });
        if (user?.name === "veto") throw new APIError("FORBIDDEN", REFUSED);
      },
    },
  },
};

describe.each(testDatabases())("app database hooks veto organization writes ($name)", (target) => {
  let database: TestDatabase | undefined;
  let t: OrganizationServer | undefined;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestAuth({
      plugins: [organization()],
      databaseHooks: vetoes,
      database: { db: database.db, type: database.dialect },
    });
  });
  afterAll(async () => database?.close());
  const server = () => {
    if (!t) throw new Error("opened in beforeAll");
    return t;
  };

  it("a vetoed creator member leaves no organization behind (one transaction)", async () => {
    const s = server();
    const { cookies } = await s.signUp({
      name: "veto",
      email: `veto-${crypto.randomUUID()}@example.com`,
    });
    const slug = uniqueSlug();
    const { status, data } = await s.json<ErrorBody>("/organization/create", {
      body: { name: "Vetoed", slug },
      cookies,
    });
    expect(status).toBe(403);
    expect(data).toMatchObject(REFUSED);
    const adapter = (await s.auth.$context).adapter;
    expect(
      await adapter.findOne({ model: "organization", where: [{ field: "slug", value: slug }] }),
    ).toBeNull();
  });

  it("a vetoed member on accept leaves the invitation pending", async () => {
    const s = server();
    const { owner } = await ownerWithOrganization(s);
    const email = `veto-${crypto.randomUUID()}@example.com`;
    const { cookies, user } = await s.signUp({ name: "veto", email });
    await markEmailVerified(s, user.id);
    const invited = await s.json<{ id: string }>("/organization/invite-member", {
      body: { email, role: "member" },
      cookies: owner.cookies,
    });
    const accepted = await s.json<ErrorBody>("/organization/accept-invitation", {
      body: { invitationId: invited.data.id },
      cookies,
    });
    expect(accepted.status).toBe(403);
    expect(accepted.data).toMatchObject(REFUSED);
    const shown = await s.json<{ status: string }>("/organization/get-invitation", {
      query: { id: invited.data.id },
      cookies,
    });
    expect(shown.data.status).toBe("pending");
  });
});
