import { describe, expect, it } from "vitest";
import {
  addedMember,
  type ErrorBody,
  newUser,
  ownerWithOrganization,
  serverOn,
  serverWithOrganizations,
  testDatabases,
} from "./support/organization-server";

interface TeamBody {
  id: string;
  name: string;
  organizationId: string;
}

describe.each(testDatabases())("teams ($name)", (target) => {
  const server = serverOn(target);

  it("creates, lists, renames and removes teams, keeping the last one", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const red = await t.json<TeamBody>("/organization/create-team", {
      body: { name: "Red" },
      cookies: owner.cookies,
    });
    expect(red.data).toMatchObject({ name: "Red", organizationId: organization.id });
    const blue = await t.json<TeamBody>("/organization/create-team", {
      body: { name: "Blue" },
      cookies: owner.cookies,
    });
    const listed = await t.json<TeamBody[]>("/organization/list-teams", { cookies: owner.cookies });
    expect(listed.data.map((team) => team.name).sort()).toEqual(["Blue", "Red"]);
    const renamed = await t.json<TeamBody>("/organization/update-team", {
      body: { teamId: red.data.id, data: { name: "Crimson" } },
      cookies: owner.cookies,
    });
    expect(renamed.data.name).toBe("Crimson");
    const removed = await t.json("/organization/remove-team", {
      body: { teamId: red.data.id },
      cookies: owner.cookies,
    });
    expect(removed.data).toEqual({ message: "Team removed successfully" });
    const last = await t.json<ErrorBody>("/organization/remove-team", {
      body: { teamId: blue.data.id },
      cookies: owner.cookies,
    });
    expect(last.status).toBe(400);
    expect(last.data.message).toBe("Unable to remove last team");
  });

  it("refuses a nameless team and an unknown team", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const nameless = await t.json<ErrorBody>("/organization/create-team", {
      body: { name: "" },
      cookies: owner.cookies,
    });
    expect(nameless.data).toMatchObject({ code: "VALIDATION_ERROR", field: "name" });
    const unknown = await t.json<ErrorBody>("/organization/update-team", {
      body: { teamId: "no-such-team", data: { name: "X" } },
      cookies: owner.cookies,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.message).toBe("Team not found");
  });

  it("sets and clears the active team within the active organization", async () => {
    const t = server();
    const { owner } = await ownerWithOrganization(t);
    const team = await t.json<TeamBody>("/organization/create-team", {
      body: { name: "Ops" },
      cookies: owner.cookies,
    });
    const set = await t.json<TeamBody>("/organization/set-active-team", {
      body: { teamId: team.data.id },
      cookies: owner.cookies,
    });
    expect(set.data.id).toBe(team.data.id);
    const session = await t.json<{ session: { activeTeamId?: string | null } }>("/get-session", {
      cookies: owner.cookies,
    });
    expect(session.data.session.activeTeamId).toBe(team.data.id);
    const cleared = await t.json("/organization/set-active-team", {
      body: { teamId: null },
      cookies: owner.cookies,
    });
    expect(cleared.data).toBeNull();
    const other = await ownerWithOrganization(t);
    const foreignTeam = await t.json<TeamBody>("/organization/create-team", {
      body: { name: "Theirs" },
      cookies: other.owner.cookies,
    });
    const refused = await t.json<ErrorBody>("/organization/set-active-team", {
      body: { teamId: foreignTeam.data.id },
      cookies: owner.cookies,
    });
    expect(refused.status).toBe(400);
    expect(refused.data.message).toBe("Team not found");
  });

  it("answers has-permission from the member's role in the database", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);
    const admin = await addedMember(t, organization.id, "admin");
    const ask = (cookies: typeof owner.cookies, permissions: Record<string, string[]>) =>
      t.json<{ success: boolean }>("/organization/has-permission", {
        body: { organizationId: organization.id, permissions },
        cookies,
      });
    expect((await ask(owner.cookies, { organization: ["delete"] })).data).toEqual({
      error: null,
      success: true,
    });
    expect((await ask(admin.cookies, { organization: ["delete"] })).data.success).toBe(false);
    expect(
      (await ask(admin.cookies, { member: ["create", "delete"], team: ["update"] })).data.success,
    ).toBe(true);
    const outsider = await newUser(t);
    const foreign = await ask(outsider.cookies, { member: ["create"] });
    expect(foreign.status).toBe(403);
  });
});

describe("removing every team", () => {
  it("is allowed with teams.allowRemovingAllTeams", async () => {
    const t = await serverWithOrganizations({ teams: { allowRemovingAllTeams: true } });
    const { owner } = await ownerWithOrganization(t);
    const only = await t.json<TeamBody>("/organization/create-team", {
      body: { name: "Only" },
      cookies: owner.cookies,
    });
    const removed = await t.json("/organization/remove-team", {
      body: { teamId: only.data.id },
      cookies: owner.cookies,
    });
    expect(removed.status).toBe(200);
  });
});
