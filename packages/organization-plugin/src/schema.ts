import type { SchemaExtension } from "@tollgate/auth-server";

const now = () => new Date();

/**
 * The plugin's tables (spec §3): organization, member, invitation, team, teamMember, and the session's
 * active organization and team. A member is unique per (organizationId, userId); a slug is
 * unique; members, invitations and teams go with their organization.
 */
export const organizationSchema = {
  organization: {
    fields: {
      name: { type: "string" },
      slug: { type: "string", unique: true },
      logo: { type: "string", required: false },
      // A record, stored as JSON text (jsonb on PostgreSQL).
      metadata: { type: "json", required: false },
      createdAt: { type: "date", defaultValue: now },
    },
  },
  member: {
    fields: {
      // Indexed by the two composite indexes below, which both begin with it.
      organizationId: {
        type: "string",
        references: { model: "organization", field: "id", onDelete: "cascade" },
      },
      userId: {
        type: "string",
        index: true,
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      // One role name, or several joined by commas.
      role: { type: "string" },
      teamId: { type: "string", required: false },
      createdAt: { type: "date", defaultValue: now },
    },
    uniqueIndexes: [["organizationId", "userId"]],
    // An organization's members in the order they are listed (get-full-organization,
    // list-members): read in index order, without sorting them.
    indexes: [["organizationId", "createdAt"]],
  },
  invitation: {
    fields: {
      organizationId: {
        type: "string",
        index: true,
        references: { model: "organization", field: "id", onDelete: "cascade" },
      },
      email: { type: "string", index: true, lowercase: true },
      role: { type: "string" },
      status: { type: "string", defaultValue: "pending" },
      teamId: { type: "string", required: false },
      inviterId: {
        type: "string",
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      expiresAt: { type: "date" },
      createdAt: { type: "date", defaultValue: now },
    },
  },
  team: {
    fields: {
      name: { type: "string" },
      organizationId: {
        type: "string",
        index: true,
        references: { model: "organization", field: "id", onDelete: "cascade" },
      },
      createdAt: { type: "date", defaultValue: now },
      updatedAt: { type: "date", required: false },
    },
  },
  // A user in a team (Better Auth's teamMember): the user stays a member of the team's
  // organization; leaving it, or the team's removal, removes the row.
  teamMember: {
    fields: {
      // Indexed by the unique index below, which begins with it.
      teamId: {
        type: "string",
        references: { model: "team", field: "id", onDelete: "cascade" },
      },
      userId: {
        type: "string",
        index: true,
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      createdAt: { type: "date", defaultValue: now },
    },
    uniqueIndexes: [["teamId", "userId"]],
  },
  session: {
    fields: {
      activeOrganizationId: { type: "string", required: false, input: false },
      activeTeamId: { type: "string", required: false, input: false },
    },
  },
} as const satisfies SchemaExtension;

export type Metadata = Record<string, unknown>;

export interface Organization {
  id: string;
  name: string;
  slug: string;
  logo?: string | null;
  metadata?: Metadata | null;
  createdAt: Date;
}

export interface Member {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  teamId?: string | null;
  createdAt: Date;
}

export type InvitationStatus = "pending" | "accepted" | "rejected" | "canceled";

export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: InvitationStatus;
  teamId?: string | null;
  inviterId: string;
  expiresAt: Date;
  createdAt: Date;
}

export interface Team {
  id: string;
  name: string;
  organizationId: string;
  createdAt: Date;
  updatedAt?: Date | null;
}

export interface TeamMember {
  id: string;
  teamId: string;
  userId: string;
  createdAt: Date;
}

/** What the plugin adds to a session record. */
export interface OrganizationSessionFields {
  activeOrganizationId?: string | null;
  activeTeamId?: string | null;
}
