import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  newUser,
  ownerWithOrganization,
  serverOn,
  testDatabases,
} from "./support/organization-server";

/** Every call that names an organization, as an outsider would make it. */
const calls: [
  string,
  (organizationId: string) => { body?: object; query?: Record<string, string> },
][] = [
  ["/organization/update", (organizationId) => ({ body: { organizationId, data: { name: "X" } } })],
  ["/organization/delete", (organizationId) => ({ body: { organizationId } })],
  ["/organization/get-full-organization", (organizationId) => ({ query: { organizationId } })],
  ["/organization/set-active", (organizationId) => ({ body: { organizationId } })],
  ["/organization/list-members", (organizationId) => ({ query: { organizationId } })],
  [
    "/organization/remove-member",
    (organizationId) => ({ body: { organizationId, memberIdOrEmail: "someone@example.com" } }),
  ],
  [
    "/organization/update-member-role",
    (organizationId) => ({ body: { organizationId, memberId: "m", role: "admin" } }),
  ],
  [
    "/organization/invite-member",
    (organizationId) => ({ body: { organizationId, email: "a@example.com", role: "member" } }),
  ],
  ["/organization/list-invitations", (organizationId) => ({ query: { organizationId } })],
  ["/organization/create-team", (organizationId) => ({ body: { organizationId, name: "T" } })],
  ["/organization/list-teams", (organizationId) => ({ query: { organizationId } })],
  [
    "/organization/has-permission",
    (organizationId) => ({ body: { organizationId, permissions: { member: ["create"] } } }),
  ],
];

describe.each(testDatabases())("a foreign organizationId ($name)", (target) => {
  const server = serverOn(target);

  it.each(calls)(
    "%s answers 403, the same for an existing and an unknown organization",
    async (path, request) => {
      const t = server();
      const { organization } = await ownerWithOrganization(t);
      const outsider = await newUser(t);
      const existing = await t.json<ErrorBody>(path, {
        ...request(organization.id),
        cookies: outsider.cookies,
      });
      const unknown = await t.json<ErrorBody>(path, {
        ...request(`missing-${crypto.randomUUID()}`),
        cookies: outsider.cookies,
      });
      expect(existing.status).toBe(403);
      expect(unknown).toMatchObject({ status: existing.status, data: existing.data });
    },
  );
});
