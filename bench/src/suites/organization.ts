import { apiCall, expectEqual } from "../server/api-call";
import { cloneRows } from "../server/clone-rows";
import { signInCookie } from "../server/session-cookie";
import { pluginSuite } from "./plugin-suite";
import type { LoadCase } from "./side-by-side";

const PASSWORD = "bench-password-123";
const ORGANIZATIONS_LISTED = 20;
const MEMBERS = 50;
const INVITATIONS = 10;

interface CreatedOrganization {
  id: string;
  slug: string;
  members: { id: string; userId: string }[];
}

let sequence = 0;
const freshSlug = () => `org-${process.pid}-${Date.now()}-${sequence++}`;
const callerCookie = (baseUrl: string, name: string) =>
  signInCookie(baseUrl, { email: `${name}-${sequence++}@bench.test`, password: PASSWORD, name });

const createOrganization = (baseUrl: string, cookie: string) =>
  apiCall<CreatedOrganization>(baseUrl, cookie, "/organization/create", {
    name: "Bench organization",
    slug: freshSlug(),
  });

const create: LoadCase = {
  name: "POST /organization/create",
  async prepare({ server }) {
    const cookie = await callerCookie(server.url, "creator");
    const organization = await createOrganization(server.url, cookie);
    expectEqual("create: members of a new organization", organization.members.length, 1);
    return {
      method: "POST",
      path: "/api/auth/organization/create",
      headers: { cookie },
      body: () => JSON.stringify({ name: "Bench organization", slug: freshSlug() }),
    };
  },
};

const list: LoadCase = {
  name: `GET /organization/list (member of ${ORGANIZATIONS_LISTED})`,
  async prepare({ server }) {
    const cookie = await callerCookie(server.url, "lister");
    for (let index = 0; index < ORGANIZATIONS_LISTED; index++)
      await createOrganization(server.url, cookie);
    const listed = await apiCall<unknown[]>(server.url, cookie, "/organization/list");
    expectEqual("list: organizations", listed.length, ORGANIZATIONS_LISTED);
    return { method: "GET", path: "/api/auth/organization/list", headers: { cookie } };
  },
};

const getFull: LoadCase = {
  name: `GET /organization/get-full-organization (${MEMBERS} members, ${INVITATIONS} invitations, 1 team)`,
  async prepare({ server, dbFile }) {
    const cookie = await callerCookie(server.url, "owner");
    const organization = await createOrganization(server.url, cookie);
    const organizationId = organization.id;
    await apiCall(server.url, cookie, "/organization/create-team", {
      name: "Bench team",
      organizationId,
    });
    for (let index = 0; index < INVITATIONS; index++) {
      await apiCall(server.url, cookie, "/organization/invite-member", {
        email: `invitee-${sequence++}@bench.test`,
        role: "member",
        organizationId,
      });
    }
    // The other members: copies of the owner's user and member rows, in each library's format.
    const [owner] = organization.members;
    if (!owner) throw new Error("create answered no member");
    const prefix = `bench-${sequence++}`;
    cloneRows(dbFile, "user", owner.userId, MEMBERS - 1, (index) => ({
      id: `${prefix}-user-${index}`,
      email: `${prefix}-member-${index}@bench.test`,
      name: `Member ${index}`,
    }));
    cloneRows(dbFile, "member", owner.id, MEMBERS - 1, (index) => ({
      id: `${prefix}-member-${index}`,
      userId: `${prefix}-user-${index}`,
      role: "member",
    }));
    const path = `/organization/get-full-organization?organizationId=${organizationId}`;
    const full = await apiCall<{ members: unknown[]; invitations: unknown[]; teams: unknown[] }>(
      server.url,
      cookie,
      path,
    );
    expectEqual("get-full-organization: members", full.members.length, MEMBERS);
    expectEqual("get-full-organization: invitations", full.invitations.length, INVITATIONS);
    expectEqual("get-full-organization: teams", full.teams?.length, 1);
    return { method: "GET", path: `/api/auth${path}`, headers: { cookie } };
  },
};

// Create runs last, so the thousands of organizations it writes come after the reads.
export const ORGANIZATION_CASES: LoadCase[] = [list, getFull, create];

/** The organization plugins side by side on SQLite: create, list, get-full-organization. */
export const organizationSuite = pluginSuite("organization", "organization", ORGANIZATION_CASES);
