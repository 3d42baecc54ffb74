import { type AuthClientPlugin, createFetchingStore } from "@tollgate/auth-client-react";
import type { AuthorizeRequest, Statements } from "@tollgate/auth-server/access";
import { roleAllows } from "./access/role-allows";
import { defaultRoleStatements } from "./access/roles";
import type { organization } from "./index";
import type { OrganizationRoles } from "./options";
import type { Invitation, Member, Organization, Team } from "./schema";
import { ORGANIZATION_SESSION_CHANGING_PATHS } from "./session-changing-paths";

/** What the stores hold: the answers of get-full-organization, list and get-active-member. */
export type FullOrganization = Organization & {
  members: (Member & { user: { id: string; name: string; email: string; image: string | null } })[];
  invitations: Invitation[];
  teams: Team[];
};
export type ActiveMember = Member & {
  user: { id: string; name: string; email: string; image: string | null };
};

const ACTIVE_ORGANIZATION_SIGNAL = "$activeOrgSignal";
const LIST_ORGANIZATIONS_SIGNAL = "$listOrg";
const ACTIVE_MEMBER_SIGNAL = "$activeMemberSignal";
const isOrganizationPath = (path: string) => path.startsWith("/organization/");

export interface OrganizationClientOptions {
  /** The app's roles, as given to the server plugin, for `checkRolePermission`. */
  roles?: OrganizationRoles;
}

/**
 * The client twin of `organization()` for @tollgate/auth-client-react: typed methods for every
 * endpoint (`client.organization.create(…)`), the stores `useActiveOrganization`,
 * `useListOrganizations` and `useActiveMember` (refetched after every successful organization
 * call, and the active ones after session changes), and `client.organization.checkRolePermission`,
 * answered offline
 * with the server's own permission check. Only types link it to the server plugin.
 */
export function organizationClient(clientOptions: OrganizationClientOptions = {}) {
  const roles = clientOptions.roles ?? defaultRoleStatements;
  return {
    id: "organization" as const,
    // A type carrier, never read at runtime: the client infers its methods from it.
    $InferServerPlugin: {} as ReturnType<typeof organization>,
    sessionChangingPaths: ORGANIZATION_SESSION_CHANGING_PATHS,
    getAtoms: ($fetch, $store) => ({
      activeOrganization: createFetchingStore<FullOrganization | null>(
        $fetch,
        "/organization/get-full-organization",
        [$store.signal(ACTIVE_ORGANIZATION_SIGNAL), $store.signal("$sessionSignal")],
      ),
      listOrganizations: createFetchingStore<Organization[]>($fetch, "/organization/list", [
        $store.signal(LIST_ORGANIZATIONS_SIGNAL),
      ]),
      activeMember: createFetchingStore<ActiveMember>($fetch, "/organization/get-active-member", [
        $store.signal(ACTIVE_MEMBER_SIGNAL),
        $store.signal("$sessionSignal"),
      ]),
    }),
    atomListeners: [
      { matcher: isOrganizationPath, signal: ACTIVE_ORGANIZATION_SIGNAL },
      { matcher: isOrganizationPath, signal: LIST_ORGANIZATIONS_SIGNAL },
      { matcher: isOrganizationPath, signal: ACTIVE_MEMBER_SIGNAL },
    ],
    // Under `organization`, as in Better Auth: merged with the typed /organization/* methods.
    getActions: () => ({
      organization: {
        /** Whether a role (one name or several joined by commas) allows the request: no request sent. */
        checkRolePermission: (check: { role: string; permissions: AuthorizeRequest<Statements> }) =>
          roleAllows({ ...check, roles }),
      },
    }),
  } satisfies AuthClientPlugin;
}

export { ORGANIZATION_ERROR_CODES, type OrganizationErrorCode } from "./error-codes";
