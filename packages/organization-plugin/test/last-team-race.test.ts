// An organization keeps its last team (unless teams.allowRemovingAllTeams): remove-team removes
// a team only while another team of the organization exists, read after locking the
// organization's row. Two removals of its last two teams at the same time must leave one team
// and answer 400 'Unable to remove last team' to one of them, on every database.

import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  ownerWithOrganization,
  serverOn,
  testDatabases,
} from "./support/organization-server";
import { createTeam, type TeamBody } from "./support/teams";

describe.each(testDatabases())("the last team under concurrent removals ($name)", (target) => {
  const server = serverOn(target);

  it("two removals of the last two teams at once leave one team", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const teams = [
      await createTeam(t, owner.cookies, "Left"),
      await createTeam(t, owner.cookies, "Right"),
    ];
    const answers = await Promise.all(
      teams.map((team) =>
        t.json<ErrorBody>("/organization/remove-team", {
          body: { teamId: team.id },
          cookies: owner.cookies,
        }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400]);
    const refused = answers.find(({ status }) => status === 400);
    expect(refused?.data).toMatchObject({ code: "UNABLE_TO_REMOVE_LAST_TEAM" });
    const { data } = await t.json<TeamBody[]>("/organization/list-teams", {
      cookies: owner.cookies,
    });
    expect(data).toHaveLength(1);
  });
});
