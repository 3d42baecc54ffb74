import { fileURLToPath } from "node:url";
import { admin } from "@tollgate/admin-plugin";
import { apiKey } from "@tollgate/api-key-plugin";
import { type OpenAPIDocument, openAPI } from "@tollgate/auth-server/open-api";
import { type CookieCarrier, createTestAuth } from "@tollgate/auth-server/testing";
import { organization } from "@tollgate/organization-plugin";
import { beforeAll, describe, expect, it } from "vitest";
// The generated table itself (not a public export of the package).
import { ENDPOINT_ERROR_STATUSES } from "../../../packages/auth-server/src/open-api/endpoint-error-statuses";
import { codesByStatus, scanEndpointErrorStatuses } from "../src/error-statuses-scan";

const packages = fileURLToPath(new URL("../../../packages", import.meta.url));

describe("auth-server's table of each endpoint's error codes by status", () => {
  it("is what the packages' sources throw (else: pnpm --filter @tollgate/open-api-check error-statuses)", () => {
    expect(ENDPOINT_ERROR_STATUSES).toEqual(codesByStatus(scanEndpointErrorStatuses(packages)));
  });

  it("reads a helper's throw for the endpoint that names the code (organization: the team's checks)", () => {
    const invite = ENDPOINT_ERROR_STATUSES["/organization/invite-member"] ?? {};
    expect(invite["400"]).toEqual(expect.arrayContaining(["TEAM_NOT_FOUND", "INVALID_TEAM_ID"]));
    expect(invite["403"]).toContain("YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE");
    expect(invite["401"]).toContain("UNAUTHORIZED");
    // And nothing of another plugin's.
    expect(Object.values(invite).flat()).not.toContain("YOU_CANNOT_BAN_YOURSELF");
  });
});

type Test = Awaited<ReturnType<typeof createTestAuth>>;
let test: Test;
let document: OpenAPIDocument;
let owner: CookieCarrier;

beforeAll(async () => {
  test = await createTestAuth({ plugins: [openAPI(), admin(), organization(), apiKey()] });
  document = (await test.json<OpenAPIDocument>("/open-api/generate-schema")).data;
  owner = (await test.signUp()).cookies;
  const created = await test.json("/organization/create", {
    body: { name: "Statuses", slug: `statuses-${Date.now()}` },
    cookies: owner,
  });
  expect(created.status).toBe(200);
});

/** The statuses under which the document lists `code` for the operation. */
function documentedStatuses(path: string, method: "get" | "post", code: string): string[] {
  const responses = document.paths[`/api/auth${path}`]?.[method]?.responses ?? {};
  return Object.entries(responses)
    .filter(([, response]) => response["x-error-codes"]?.includes(code))
    .map(([status]) => status);
}

const refusals: {
  name: string;
  path: string;
  method: "get" | "post";
  body?: Record<string, unknown>;
  signedIn: boolean;
}[] = [
  {
    name: "a team of no organization",
    path: "/organization/invite-member",
    method: "post",
    body: { email: "someone@example.com", role: "member", teamId: "no-such-team" },
    signedIn: true,
  },
  {
    name: "an unknown invitation",
    path: "/organization/accept-invitation",
    method: "post",
    body: { invitationId: "no-such-invitation" },
    signedIn: true,
  },
  { name: "no session", path: "/organization/list", method: "get", signedIn: false },
  {
    name: "a user who is not an admin",
    path: "/admin/ban-user",
    method: "post",
    body: { userId: "someone" },
    signedIn: true,
  },
  {
    name: "an unknown key",
    path: "/api-key/get",
    method: "get",
    signedIn: true,
  },
];

describe("each plugin refusal is documented under the status it is answered with", () => {
  it.each(refusals)("$method $path: $name", async ({ path, method, body, signedIn }) => {
    const address = method === "get" && path === "/api-key/get" ? `${path}?id=nope` : path;
    const answer = await test.json<{ code: string }>(address, {
      ...(body ? { body } : {}),
      ...(method === "get" ? { method: "GET" } : {}),
      ...(signedIn ? { cookies: owner } : {}),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(documentedStatuses(path, method, answer.data.code)).toEqual([String(answer.status)]);
  });
});
