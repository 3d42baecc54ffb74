import type { Where } from "@tollgate/auth-server";

/** An organization as a request names it: by its id, or by its slug. */
export type OrganizationNamed = { id: string } | { slug: string };

/**
 * Which rows (members, invitations, teams) belong to the named organization. Named by slug, its
 * id is read in the statement that reads them (a subquery): no read of the organization first.
 */
export function ofOrganization(named: OrganizationNamed): Where[] {
  if ("id" in named) return [{ field: "organizationId", value: named.id }];
  return [
    {
      field: "organizationId",
      operator: "in",
      value: { model: "organization", select: "id", where: [{ field: "slug", value: named.slug }] },
    },
  ];
}
