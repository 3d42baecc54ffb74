import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  newUser,
  type OrganizationServer,
  ownerWithOrganization,
  serverOn,
  testDatabases,
  verifiedUser,
} from "./support/organization-server";

// The membership limit under concurrency: five different people join an organization with one
// free seat at the same moment. Counting and inserting without a lock lets several of them in
// (each counts the same members); the organization row's lock lets exactly one in.

const LIMIT = 2;
const JOINERS = 5;

async function membersOf(t: OrganizationServer, organizationId: string) {
  const adapter = (await t.auth.$context).adapter;
  return adapter.count({
    model: "member",
    where: [{ field: "organizationId", value: organizationId }],
  });
}

describe.each(testDatabases())("membership limit under concurrent joins ($name)", (target) => {
  const server = serverOn(target, { membershipLimit: LIMIT });

  it.each([1, 2, 3])(
    `${JOINERS} different invitees accepting at once fill the one free seat exactly (round %i)`,
    async () => {
      const t = server();
      const { owner, organization } = await ownerWithOrganization(t);
      const invitees = await Promise.all(Array.from({ length: JOINERS }, () => verifiedUser(t)));
      const invitations: string[] = [];
      for (const invitee of invitees) {
        const invited = await t.json<{ id: string }>("/organization/invite-member", {
          body: { email: invitee.email, role: "member" },
          cookies: owner.cookies,
        });
        invitations.push(invited.data.id);
      }
      const answers = await Promise.all(
        invitees.map((invitee, index) =>
          t.json<ErrorBody>("/organization/accept-invitation", {
            body: { invitationId: invitations[index] },
            cookies: invitee.cookies,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(403);
        expect(refused.data.message).toBe("Organization membership limit reached");
      }
      expect(await membersOf(t, organization.id)).toBe(LIMIT);
    },
  );

  it(`${JOINERS} concurrent server add-member calls for different users add exactly one`, async () => {
    const t = server();
    const { organization } = await ownerWithOrganization(t);
    const users = await Promise.all(Array.from({ length: JOINERS }, () => newUser(t)));
    const results = await Promise.allSettled(
      users.map(({ user }) =>
        t.auth.api.addMember({
          body: { userId: user.id, organizationId: organization.id, role: "member" },
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected")
        expect(result.reason).toMatchObject({
          status: "FORBIDDEN",
          body: { message: "Organization membership limit reached" },
        });
    expect(await membersOf(t, organization.id)).toBe(LIMIT);
  });
});
