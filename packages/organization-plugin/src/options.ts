import type { User } from "@tollgate/auth-server";
import type { Role as AccessRole, Statements } from "@tollgate/auth-server/access";
import { defaultRoles } from "./access/roles";
import type { OrganizationHooks } from "./organization-hooks";
import type { Invitation, Organization } from "./schema";

type Awaitable<T> = T | Promise<T>;

export type OrganizationRoles = Readonly<Record<string, AccessRole<Statements, Statements>>>;

export interface InvitationEmail {
  id: string;
  email: string;
  role: string;
  organization: Organization;
  invitation: Invitation;
  inviter: { user: User };
}

export interface OrganizationOptions {
  /** Whether a user may create organizations: a boolean or a check. Default true. */
  allowUserToCreateOrganization?: boolean | ((user: User) => Awaitable<boolean>);
  /** How many organizations a user may belong to when creating one, or a check answering "limit reached". */
  organizationLimit?: number | ((user: User) => Awaitable<boolean>);
  /** The role given to an organization's creator. Default "owner". */
  creatorRole?: string;
  /** Most members an organization may have (also the size of list-members). Default 100. */
  membershipLimit?: number;
  /** Seconds an invitation stays valid. Default 172800 (2 days). */
  invitationExpiresIn?: number;
  /** Re-inviting a pending invitee cancels the earlier invitation instead of refusing. */
  cancelPendingInvitationsOnReInvite?: boolean;
  /**
   * Whether accept-invitation, reject-invitation, get-invitation and list-user-invitations need
   * the caller's email to be verified (403 otherwise). Default true: an invitation goes to an
   * address, and an unverified address proves nothing (anyone may sign up with it, or change
   * their email to it). Turn off only where every address is verified another way.
   */
  requireEmailVerificationOnInvitation?: boolean;
  /**
   * Invitation mails (new and resent) to one address: at most `max` per `window` seconds,
   * whatever the IP, the organization or the inviter; 429 beyond. Counted in the rate-limit
   * store while rate limiting is on (`rateLimit.enabled`, on in production), like the core's
   * mails to one address. Default 3 per 600 s.
   */
  invitationRecipientLimit?: { window: number; max: number };
  /** Roles by name. Default owner, admin and member of spec §6. */
  roles?: OrganizationRoles;
  /** Sends the invitation (e.g. a link to accept it). */
  sendInvitationEmail?: (data: InvitationEmail) => Awaitable<void>;
  /** Hooks around the plugin's operations: before ones veto by throwing, before any write. */
  organizationHooks?: OrganizationHooks;
  teams?: {
    /** Whether the last team of an organization may be removed. Default false. */
    allowRemovingAllTeams?: boolean;
  };
}

export interface ResolvedOrganizationOptions {
  allowUserToCreateOrganization: (user: User) => Awaitable<boolean>;
  /** `countOrganizations` reads how many the user belongs to, only when a numeric limit needs it. */
  isOrganizationLimitReached: (
    user: User,
    countOrganizations: () => Promise<number>,
  ) => Awaitable<boolean>;
  creatorRole: string;
  membershipLimit: number;
  invitationExpiresIn: number;
  cancelPendingInvitationsOnReInvite: boolean;
  requireEmailVerificationOnInvitation: boolean;
  invitationRecipientLimit: { window: number; max: number };
  roles: OrganizationRoles;
  sendInvitationEmail: ((data: InvitationEmail) => Awaitable<void>) | undefined;
  allowRemovingAllTeams: boolean;
  hooks: OrganizationHooks;
}

/** Spec §9. */
export const DEFAULT_MEMBERSHIP_LIMIT = 100;
export const DEFAULT_INVITATION_EXPIRES_IN = 172_800;
export const DEFAULT_CREATOR_ROLE = "owner";
/** The core's limit of mails to one address (3 per 600 s), for invitation mails. */
export const DEFAULT_INVITATION_RECIPIENT_LIMIT = { window: 600, max: 3 } as const;

export function resolveOrganizationOptions(
  options: OrganizationOptions = {},
): ResolvedOrganizationOptions {
  const allow = options.allowUserToCreateOrganization ?? true;
  const limit = options.organizationLimit;
  return {
    allowUserToCreateOrganization: typeof allow === "function" ? allow : () => allow,
    isOrganizationLimitReached:
      typeof limit === "function"
        ? (user) => limit(user)
        : limit === undefined
          ? () => false
          : async (_user, countOrganizations) => (await countOrganizations()) >= limit,
    creatorRole: options.creatorRole ?? DEFAULT_CREATOR_ROLE,
    membershipLimit: options.membershipLimit ?? DEFAULT_MEMBERSHIP_LIMIT,
    invitationExpiresIn: options.invitationExpiresIn ?? DEFAULT_INVITATION_EXPIRES_IN,
    cancelPendingInvitationsOnReInvite: options.cancelPendingInvitationsOnReInvite ?? false,
    requireEmailVerificationOnInvitation: options.requireEmailVerificationOnInvitation ?? true,
    invitationRecipientLimit:
      options.invitationRecipientLimit ?? DEFAULT_INVITATION_RECIPIENT_LIMIT,
    roles: options.roles ?? defaultRoles,
    sendInvitationEmail: options.sendInvitationEmail,
    allowRemovingAllTeams: options.teams?.allowRemovingAllTeams ?? false,
    hooks: options.organizationHooks ?? {},
  };
}
