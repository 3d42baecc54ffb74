import type { AuthPlugin } from "@tollgate/auth-server";
import { ORGANIZATION_ERROR_CODES } from "./error-codes";
import { type OrganizationOptions, resolveOrganizationOptions } from "./options";
import { type AddMemberEndpoint, createAddMember } from "./routes/add-member";
import { type CheckSlugEndpoint, createCheckSlug } from "./routes/check-slug";
import {
  type CreateOrganizationEndpoint,
  createCreateOrganization,
} from "./routes/create-organization";
import {
  createDeleteOrganization,
  type DeleteOrganizationEndpoint,
} from "./routes/delete-organization";
import { createGetActiveMember, type GetActiveMemberEndpoint } from "./routes/get-active-member";
import {
  createGetFullOrganization,
  type GetFullOrganizationEndpoint,
} from "./routes/get-full-organization";
import {
  createLeaveOrganization,
  type LeaveOrganizationEndpoint,
} from "./routes/leave-organization";
import { createListMembers, type ListMembersEndpoint } from "./routes/list-members";
import {
  createListOrganizations,
  type ListOrganizationsEndpoint,
} from "./routes/list-organizations";
import { createRemoveMember, type RemoveMemberEndpoint } from "./routes/remove-member";
import {
  createSetActiveOrganization,
  type SetActiveOrganizationEndpoint,
} from "./routes/set-active-organization";
import { createUpdateMemberRole, type UpdateMemberRoleEndpoint } from "./routes/update-member-role";
import {
  createUpdateOrganization,
  type UpdateOrganizationEndpoint,
} from "./routes/update-organization";
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
  };
  return {
    id: "organization",
    endpoints,
    schema: organizationSchema,
    errorCodes: ORGANIZATION_ERROR_CODES,
    options: userOptions,
  } satisfies AuthPlugin;
}

export { ORGANIZATION_ERROR_CODES, type OrganizationErrorCode } from "./error-codes";
export {
  DEFAULT_CREATOR_ROLE,
  DEFAULT_INVITATION_EXPIRES_IN,
  DEFAULT_MEMBERSHIP_LIMIT,
  type InvitationEmail,
  type OrganizationOptions,
  type OrganizationRoles,
} from "./options";
export {
  type Invitation,
  type InvitationStatus,
  type Member,
  type Metadata,
  type Organization,
  type OrganizationSessionFields,
  organizationSchema,
  type Team,
} from "./schema";
export type {
  AddMemberEndpoint,
  CheckSlugEndpoint,
  CreateOrganizationEndpoint,
  DeleteOrganizationEndpoint,
  GetActiveMemberEndpoint,
  GetFullOrganizationEndpoint,
  LeaveOrganizationEndpoint,
  ListMembersEndpoint,
  ListOrganizationsEndpoint,
  RemoveMemberEndpoint,
  SetActiveOrganizationEndpoint,
  UpdateMemberRoleEndpoint,
  UpdateOrganizationEndpoint,
};
