import type { User } from "@tollgate/auth-server";
import type { InvitationRow, MemberRow, OrganizationRow } from "./adapter";

type Awaitable<T> = T | Promise<T>;

/**
 * Better Auth's `organizationHooks`, for the plugin's own operations. A `before…` hook runs
 * before anything is written and vetoes by throwing (its APIError is the answer); an `after…`
 * hook runs once the writes have committed. For any other write to these tables, the app's
 * `databaseHooks` on organization, member or invitation apply as well.
 */
export interface OrganizationHooks {
  beforeCreateOrganization?(data: {
    organization: { name: string; slug: string; logo?: string | null; metadata?: unknown };
    user: User;
  }): Awaitable<void>;
  afterCreateOrganization?(data: {
    organization: OrganizationRow;
    member: MemberRow;
    user: User;
  }): Awaitable<void>;
  beforeUpdateOrganization?(data: {
    organization: Record<string, unknown>;
    organizationId: string;
    user: User;
    member: MemberRow;
  }): Awaitable<void>;
  afterUpdateOrganization?(data: { organization: OrganizationRow; user: User }): Awaitable<void>;
  beforeDeleteOrganization?(data: { organization: OrganizationRow; user: User }): Awaitable<void>;
  afterDeleteOrganization?(data: { organization: OrganizationRow; user: User }): Awaitable<void>;
  beforeAddMember?(data: {
    member: { organizationId: string; userId: string; role: string };
  }): Awaitable<void>;
  afterAddMember?(data: { member: MemberRow }): Awaitable<void>;
  beforeRemoveMember?(data: { member: MemberRow; user: User }): Awaitable<void>;
  afterRemoveMember?(data: { member: MemberRow; user: User }): Awaitable<void>;
  beforeCreateInvitation?(data: {
    invitation: { organizationId: string; email: string; role: string; teamId?: string | null };
    inviter: User;
  }): Awaitable<void>;
  afterCreateInvitation?(data: { invitation: InvitationRow; inviter: User }): Awaitable<void>;
  beforeAcceptInvitation?(data: { invitation: InvitationRow; user: User }): Awaitable<void>;
  afterAcceptInvitation?(data: {
    invitation: InvitationRow;
    member: MemberRow;
    user: User;
  }): Awaitable<void>;
}
