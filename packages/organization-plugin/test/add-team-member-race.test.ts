// add-team-member answers the user's place in the team, the existing one when they are in it
// already. Several calls adding one user at the same time read "not in the team" together; the
// place's unique index lets one insert, and the others must answer that row (not a 500).

import { describe, expect, it } from "vitest";
import { ownerWithOrganization, serverOn, testDatabases } from "./support/organization-server";

interface TeamMemberBody {
  id: string;
  teamId: string;
  userId: string;
}

const CALLS = 4;

describe.each(testDatabases())("one user added to a team concurrently ($name)", (target) => {
  const server = serverOn(target);

  it("every call answers the same place in the team", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const team = await t.json<{ id: string }>("/organization/create-team", {
      body: { name: "Crowd" },
      cookies: owner.cookies,
    });
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () =>
        t.json<TeamMemberBody>("/organization/add-team-member", {
          body: { teamId: team.data.id, userId: owner.user.id },
          cookies: owner.cookies,
        }),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(CALLS).fill(200));
    expect(new Set(answers.map(({ data }) => data.id)).size).toBe(1);
    expect(answers[0]?.data).toMatchObject({ teamId: team.data.id, userId: owner.user.id });
  });
});
