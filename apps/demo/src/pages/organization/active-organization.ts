import type { authClient } from "../../auth-client";

/** The active organization as the client's store holds it (members and invitations included). */
export type ActiveOrganization = NonNullable<
  ReturnType<typeof authClient.useActiveOrganization>["data"]
>;

export type OrganizationMember = ActiveOrganization["members"][number];

export type OrganizationTeam = ActiveOrganization["teams"][number];
