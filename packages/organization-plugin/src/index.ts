import type { AuthPlugin } from "@tollgate/auth-server";
import { ORGANIZATION_ERROR_CODES } from "./error-codes";
import { invitationRecipientRule } from "./invitation-recipient-limit";
import { type OrganizationOptions, resolveOrganizationOptions } from "./options";
import { type AcceptInvitationEndpoint, createAcceptInvitation } from "./routes/accept-invitation";
import { type AddMemberEndpoint, createAddMember } from "./routes/add-member";
import { type AddTeamMemberEndpoint, createAddTeamMember } from "./routes/add-team-member";
import { type CancelInvitationEndpoint, createCancelInvitation } from "./routes/cancel-invitation";
import { type CheckSlugEndpoint, createCheckSlug } from "./routes/check-slug";
import {
  type CreateOrganizationEndpoint,
  createCreateOrganization,
} from "./routes/create-organization";
import { type CreateTeamEndpoint, createCreateTeam } from "./routes/create-team";
import {
  createDeleteOrganization,
  type DeleteOrganizationEndpoint,
} from "./routes/delete-organization";
import { createGetActiveMember, type GetActiveMemberEndpoint } from "./routes/get-active-member";
import {
  createGetFullOrganization,
  type GetFullOrganizationEndpoint,
} from "./routes/get-full-organization";
import { createGetInvitation, type GetInvitationEndpoint } from "./routes/get-invitation";
import { createHasPermission, type HasPermissionEndpoint } from "./routes/has-permission";
import { createInviteMember, type InviteMemberEndpoint } from "./routes/invite-member";
import {
  createLeaveOrganization,
  type LeaveOrganizationEndpoint,
} from "./routes/leave-organization";
import { createListInvitations, type ListInvitationsEndpoint } from "./routes/list-invitations";
import { createListMembers, type ListMembersEndpoint } from "./routes/list-members";
import {
  createListOrganizations,
  type ListOrganizationsEndpoint,
} from "./routes/list-organizations";
import { createListTeamMembers, type ListTeamMembersEndpoint } from "./routes/list-team-members";
import { createListTeams, type ListTeamsEndpoint } from "./routes/list-teams";
import {
  createListUserInvitations,
  type ListUserInvitationsEndpoint,
} from "./routes/list-user-invitations";
import { createListUserTeams, type ListUserTeamsEndpoint } from "./routes/list-user-teams";
import { createRejectInvitation, type RejectInvitationEndpoint } from "./routes/reject-invitation";
import { createRemoveMember, type RemoveMemberEndpoint } from "./routes/remove-member";
import { createRemoveTeam, type RemoveTeamEndpoint } from "./routes/remove-team";
import { createRemoveTeamMember, type RemoveTeamMemberEndpoint } from "./routes/remove-team-member";
import {
  createSetActiveOrganization,
  type SetActiveOrganizationEndpoint,
} from "./routes/set-active-organization";
import { createSetActiveTeam, type SetActiveTeamEndpoint } from "./routes/set-active-team";
import { createUpdateMemberRole, type UpdateMemberRoleEndpoint } from "./routes/update-member-role";
import {
  createUpdateOrganization,
  type UpdateOrganizationEndpoint,
} from "./routes/update-organization";
import { createUpdateTeam, type UpdateTeamEndpoint } from "./routes/update-team";
import { organizationSchema } from "./schema";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type OrganizationEndpoints = {
  createOrganization: CreateOrganizationEndpoint;
  checkOrganizationSlug: CheckSlugEndpoint;
  updateOrganization: UpdateOrganizationEndpoint;
  deleteOrganization: DeleteOrganizationEndpoint;
  listOrganizations: ListOrganizationsEndpoint;
  getFullOrganization: GetFullOrganizationEndpoint;
  setActiveOrganization: SetActiveOrganizationEndpoint;
  listMembers: ListMembersEndpoint;
  getActiveMember: GetActiveMemberEndpoint;
  addMember: AddMemberEndpoint;
  removeMember: RemoveMemberEndpoint;
  updateMemberRole: UpdateMemberRoleEndpoint;
  leaveOrganization: LeaveOrganizationEndpoint;
  createTeam: CreateTeamEndpoint;
  updateTeam: UpdateTeamEndpoint;
  removeTeam: RemoveTeamEndpoint;
  listOrganizationTeams: ListTeamsEndpoint;
  setActiveTeam: SetActiveTeamEndpoint;
  addTeamMember: AddTeamMemberEndpoint;
  removeTeamMember: RemoveTeamMemberEndpoint;
  listTeamMembers: ListTeamMembersEndpoint;
  listUserTeams: ListUserTeamsEndpoint;
  hasPermission: HasPermissionEndpoint;
  acceptInvitation: AcceptInvitationEndpoint;
  rejectInvitation: RejectInvitationEndpoint;
  cancelInvitation: CancelInvitationEndpoint;
  getInvitation: GetInvitationEndpoint;
  listInvitations: ListInvitationsEndpoint;
  listUserInvitations: ListUserInvitationsEndpoint;
  createInvitation: InviteMemberEndpoint;
};

/**
 * Organizations, members, invitations, teams and roles (spec §3–§9), under /organization/*:
 * its tables, the session's active organization, and access control with owner, admin and
 * member (or the app's own roles). Membership is read from the database on every call.
 */
export function organization(userOptions?: OrganizationOptions) {
  const options = resolveOrganizationOptions(userOptions);
  const endpoints: OrganizationEndpoints = {
    createOrganization: createCreateOrganization(options),
    checkOrganizationSlug: createCheckSlug(),
    updateOrganization: createUpdateOrganization(options),
    deleteOrganization: createDeleteOrganization(options),
    listOrganizations: createListOrganizations(),
    getFullOrganization: createGetFullOrganization(options),
    setActiveOrganization: createSetActiveOrganization(),
    listMembers: createListMembers(options),
    getActiveMember: createGetActiveMember(),
    addMember: createAddMember(options),
    removeMember: createRemoveMember(options),
    updateMemberRole: createUpdateMemberRole(options),
    leaveOrganization: createLeaveOrganization(options),
    createTeam: createCreateTeam(options),
    updateTeam: createUpdateTeam(options),
    removeTeam: createRemoveTeam(options),
    listOrganizationTeams: createListTeams(),
    setActiveTeam: createSetActiveTeam(),
    addTeamMember: createAddTeamMember(options),
    removeTeamMember: createRemoveTeamMember(options),
    listTeamMembers: createListTeamMembers(),
    listUserTeams: createListUserTeams(options),
    hasPermission: createHasPermission(options),
    acceptInvitation: createAcceptInvitation(options),
    rejectInvitation: createRejectInvitation(options),
    cancelInvitation: createCancelInvitation(options),
    getInvitation: createGetInvitation(options),
    listInvitations: createListInvitations(),
    listUserInvitations: createListUserInvitations(options),
    createInvitation: createInviteMember(options),
  };
  return {
    id: "organization",
    endpoints,
    schema: organizationSchema,
    errorCodes: ORGANIZATION_ERROR_CODES,
    rateLimit: [invitationRecipientRule(options.invitationRecipientLimit)],
    options: userOptions,
  } satisfies AuthPlugin;
}

export {
  ORGANIZATION_ERROR_CODES,
  ORGANIZATION_SUCCESS_MESSAGES,
  type OrganizationErrorCode,
} from "./error-codes";
export { NAME_LIMITS } from "./name-limits";
export {
  DEFAULT_CREATOR_ROLE,
  DEFAULT_INVITATION_EXPIRES_IN,
  DEFAULT_INVITATION_RECIPIENT_LIMIT,
  DEFAULT_MEMBERSHIP_LIMIT,
  type InvitationEmail,
  type OrganizationOptions,
  type OrganizationRoles,
} from "./options";
export type { OrganizationHooks } from "./organization-hooks";
export {
  type Invitation,
  type InvitationStatus,
  type Member,
  type Metadata,
  type Organization,
  type OrganizationSessionFields,
  organizationSchema,
  type Team,
  type TeamMember,
} from "./schema";
export { ORGANIZATION_SESSION_CHANGING_PATHS } from "./session-changing-paths";
export type {
  AcceptInvitationEndpoint,
  AddMemberEndpoint,
  AddTeamMemberEndpoint,
  CancelInvitationEndpoint,
  CheckSlugEndpoint,
  CreateOrganizationEndpoint,
  CreateTeamEndpoint,
  DeleteOrganizationEndpoint,
  GetActiveMemberEndpoint,
  GetFullOrganizationEndpoint,
  GetInvitationEndpoint,
  HasPermissionEndpoint,
  InviteMemberEndpoint,
  LeaveOrganizationEndpoint,
  ListInvitationsEndpoint,
  ListMembersEndpoint,
  ListOrganizationsEndpoint,
  ListTeamMembersEndpoint,
  ListTeamsEndpoint,
  ListUserInvitationsEndpoint,
  ListUserTeamsEndpoint,
  RejectInvitationEndpoint,
  RemoveMemberEndpoint,
  RemoveTeamEndpoint,
  RemoveTeamMemberEndpoint,
  SetActiveOrganizationEndpoint,
  SetActiveTeamEndpoint,
  UpdateMemberRoleEndpoint,
  UpdateOrganizationEndpoint,
  UpdateTeamEndpoint,
};
