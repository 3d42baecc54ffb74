import type { Row } from "@tollgate/auth-server";
import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  type MemberBody,
  newUser,
  type OrganizationBody,
  type OrganizationServer,
  serverOn,
  testDatabases,
  uniqueSlug,
} from "./support/organization-server";

// "The only owner cannot leave, be removed or be demoted" under concurrency: the two owners of
// an organization each take away the other's ownership (or their own) at the same moment.
// Counting the owners before the write let both calls pass (each counted two owners) and left
// the organization without one; counted under the organization row's lock, in the transaction
// that writes, the second call sees the first one's result.

const TRIES = 10;

interface Owner {
  cookies: CookieCarrier;
  /** A second signed-in browser of the same user. */
  otherDevice: CookieCarrier;
  memberId: string;
}

type Call = { path: string; body: Record<string, unknown>; cookies: CookieCarrier };

/** The two concurrent calls of a race between owners `a` and `b` of `organizationId`. */
type Race = (a: Owner, b: Owner, organizationId: string) => [Call, Call];

const demote = (by: CookieCarrier, who: Owner, organizationId: string): Call => ({
  path: "/organization/update-member-role",
  body: { memberId: who.memberId, role: "admin", organizationId },
  cookies: by,
});
const remove = (by: CookieCarrier, who: Owner, organizationId: string): Call => ({
  path: "/organization/remove-member",
  body: { memberIdOrEmail: who.memberId, organizationId },
  cookies: by,
});
const leave = (who: CookieCarrier, organizationId: string): Call => ({
  path: "/organization/leave",
  body: { organizationId },
  cookies: who,
});

const RACES: [string, Race][] = [
  [
    "two owners demoting each other",
    (a, b, id) => [demote(a.cookies, b, id), demote(b.cookies, a, id)],
  ],
  [
    "two owners removing each other",
    (a, b, id) => [remove(a.cookies, b, id), remove(b.cookies, a, id)],
  ],
  ["two owners leaving", (a, b, id) => [leave(a.cookies, id), leave(b.cookies, id)]],
  [
    "an owner leaving on one device while demoting the other owner on another",
    (a, b, id) => [leave(a.cookies, id), demote(a.otherDevice, b, id)],
  ],
  [
    "an owner demoting the other owner, who removes them",
    (a, b, id) => [demote(a.cookies, b, id), remove(b.cookies, a, id)],
  ],
];

async function ownersOf(t: OrganizationServer, organizationId: string) {
  const { adapter } = await t.auth.$context;
  const members = await adapter.findMany<MemberBody & Row>({
    model: "member",
    where: [{ field: "organizationId", value: organizationId }],
  });
  return members.filter((member) => member.role.split(",").includes("owner")).length;
}

describe.each(testDatabases())("the only owner under concurrent changes ($name)", (target) => {
  const server = serverOn(target);

  it.each(RACES)(
    "%s leaves exactly one owner, every time",
    async (_name, race) => {
      const t = server();
      const first = await newUser(t);
      const second = await newUser(t);
      const password = "correct horse battery";
      const firstOther = await t.signIn({ email: first.email, password });
      const secondOther = await t.signIn({ email: second.email, password });
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const created = await t.json<OrganizationBody & { members: MemberBody[] }>(
          "/organization/create",
          { body: { name: "Race", slug: uniqueSlug("race") }, cookies: first.cookies },
        );
        expect(created.status).toBe(200);
        const organizationId = created.data.id;
        const firstMember = created.data.members[0];
        if (!firstMember) throw new Error("create answers its owner");
        const secondMember = await t.auth.api.addMember({
          body: { userId: second.user.id, organizationId, role: "owner" },
        });
        const a = {
          cookies: first.cookies,
          otherDevice: firstOther.cookies,
          memberId: firstMember.id,
        };
        const b = {
          cookies: second.cookies,
          otherDevice: secondOther.cookies,
          memberId: secondMember.id,
        };
        const answers = await Promise.all(
          race(a, b, organizationId).map(({ path, body, cookies }) =>
            t.json(path, { body, cookies }),
          ),
        );
        expect(await ownersOf(t, organizationId), `attempt ${attempt}`).toBe(1);
        expect(
          answers.map((answer) => answer.status).filter((status) => status === 200),
        ).toHaveLength(1);
      }
    },
    60_000,
  ); // rounds of concurrent requests: slow on a loaded machine, never hung
});
