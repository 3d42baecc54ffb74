import { describe, expect, it } from "vitest";
import { NAME_LIMITS } from "../src/name-limits";
import {
  type ErrorBody,
  type OrganizationBody,
  ownerWithOrganization,
  serverOn,
  testDatabases,
  uniqueSlug,
} from "./support/organization-server";

describe.each(testDatabases())("names and addresses are bounded ($name)", (target) => {
  const server = serverOn(target);

  it("regression: a 500-character organization name, a 49-character address and a 400-character team name are refused naming the field; the limits themselves pass", async () => {
    const t = server();
    const { owner, organization } = await ownerWithOrganization(t);

    const longName = await t.json<ErrorBody>("/organization/create", {
      body: { name: "O".repeat(500), slug: uniqueSlug() },
      cookies: owner.cookies,
    });
    expect(longName.status).toBe(400);
    expect(longName.data).toMatchObject({ code: "VALIDATION_ERROR", field: "name" });
    const longSlug = await t.json<ErrorBody>("/organization/create", {
      body: { name: "Acme", slug: "a".repeat(NAME_LIMITS.organizationSlug + 1) },
      cookies: owner.cookies,
    });
    expect(longSlug.data).toMatchObject({ code: "VALIDATION_ERROR", field: "slug" });
    const renamed = await t.json<ErrorBody>("/organization/update", {
      body: { organizationId: organization.id, data: { name: "O".repeat(500) } },
      cookies: owner.cookies,
    });
    expect(renamed.data).toMatchObject({ code: "VALIDATION_ERROR", field: "data.name" });

    const longTeam = await t.json<ErrorBody>("/organization/create-team", {
      body: { name: "T".repeat(400) },
      cookies: owner.cookies,
    });
    expect(longTeam.status).toBe(400);
    expect(longTeam.data).toMatchObject({ code: "VALIDATION_ERROR", field: "name" });

    const atLimits = await t.json<OrganizationBody>("/organization/create", {
      body: {
        name: "O".repeat(NAME_LIMITS.organizationName),
        slug: `${uniqueSlug()}-`.padEnd(NAME_LIMITS.organizationSlug, "x"),
      },
      cookies: owner.cookies,
    });
    expect(atLimits.status).toBe(200);
    const teamAtLimit = await t.json<{ name: string }>("/organization/create-team", {
      body: { name: "T".repeat(NAME_LIMITS.teamName) },
      cookies: owner.cookies,
    });
    expect(teamAtLimit.status).toBe(200);
  });
});
