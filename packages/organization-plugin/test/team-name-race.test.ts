// A team's name is unique in its organization without a unique index: create-team and
// update-team write a name only while no other team of the organization has it, read after
// locking the organization's row (writeRecordsIf).
// Several creates (and renames) to one name at the same time must still end in one team of that
// name and 400 'Team already exists' for the others, on every database.

import type { CookieCarrier } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import {
  type ErrorBody,
  ownerWithOrganization,
  serverOn,
  testDatabases,
} from "./support/organization-server";
import { createTeam, type TeamBody } from "./support/teams";

const ROUNDS = 4;

describe.each(testDatabases())("one team name per organization, concurrently ($name)", (target) => {
  const t = serverOn(target);

  /** The organization's teams called `name`. */
  async function teamsNamed(cookies: CookieCarrier, name: string) {
    const { data } = await t().json<TeamBody[]>("/organization/list-teams", {
      method: "GET",
      cookies,
    });
    return data.filter((team) => team.name === name);
  }

  it("creates of one name at the same time make one team; the others get 400 naming the field", async () => {
    const { owner } = await ownerWithOrganization(t());
    const answers = await Promise.all(
      Array.from({ length: ROUNDS }, () =>
        t().json<TeamBody | ErrorBody>("/organization/create-team", {
          body: { name: "Platform" },
          cookies: owner.cookies,
        }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400, 400, 400]);
    for (const { status, data } of answers)
      if (status === 400)
        expect(data).toEqual({
          code: "TEAM_ALREADY_EXISTS",
          message: "Team already exists",
          field: "name",
        });
    expect(await teamsNamed(owner.cookies, "Platform")).toHaveLength(1);
  }, 60_000);

  it("renames of several teams to one name at the same time leave one team of that name", async () => {
    const { owner } = await ownerWithOrganization(t());
    const teams: TeamBody[] = [];
    for (let round = 0; round < ROUNDS; round++)
      teams.push(await createTeam(t(), owner.cookies, `Team ${round}`));
    const answers = await Promise.all(
      teams.map((team) =>
        t().json<TeamBody | ErrorBody>("/organization/update-team", {
          body: { teamId: team.id, data: { name: "Core" } },
          cookies: owner.cookies,
        }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400, 400, 400]);
    expect(await teamsNamed(owner.cookies, "Core")).toHaveLength(1);
  }, 60_000);
});
