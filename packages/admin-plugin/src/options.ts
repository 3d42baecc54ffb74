import type { User } from "@tollgate/auth-server";
import type { AccessControl, Statements } from "@tollgate/auth-server/access";
import type { AnyRole, PermissionRules } from "./access/admin-permission";
import type { AdminUserFields } from "./schema";

/** The answer to a banned user's sign-in: a text, or one made from the user. */
export type BannedUserMessage =
  | string
  | ((user: User & AdminUserFields) => string | Promise<string>);

export interface AdminOptions {
  /** The role of new users. Default "user". */
  defaultRole?: string;
  /** Roles that count as admin (impersonating them needs `allowImpersonatingAdmins`). Default ["admin"]. */
  adminRoles?: string | string[];
  /** Users allowed everything, whatever their role. */
  adminUserIds?: string[];
  /** The access control the custom roles were made with (type carrier for the client). */
  ac?: AccessControl<Statements>;
  /** Replaces the default roles (admin, user): role name → role. */
  roles?: Record<string, AnyRole>;
  /** Seconds an impersonation session lasts. Default 3600. */
  impersonationSessionDuration?: number;
  /** Lets admins impersonate other admins. Default false. */
  allowImpersonatingAdmins?: boolean;
  /** Reason stored when ban-user names none. Default "No reason". */
  defaultBanReason?: string;
  /** Seconds a ban lasts when ban-user gives no banExpiresIn. Default: no end. */
  defaultBanExpiresIn?: number;
  /** Replaces the message a banned user is told at sign-in (default: BANNED_USER's). */
  bannedUserMessage?: BannedUserMessage;
}

export interface ResolvedAdminOptions extends PermissionRules {
  defaultRole: string;
  adminRoles: string[];
  adminUserIds: string[];
  roles: Record<string, AnyRole> | undefined;
  impersonationSessionDuration: number;
  allowImpersonatingAdmins: boolean;
  defaultBanReason: string;
  defaultBanExpiresIn: number | undefined;
  bannedUserMessage: BannedUserMessage | undefined;
}

export const DEFAULT_IMPERSONATION_SECONDS = 3600;

export function resolveAdminOptions(options: AdminOptions = {}): ResolvedAdminOptions {
  const adminRoles =
    typeof options.adminRoles === "string"
      ? options.adminRoles.split(",")
      : (options.adminRoles ?? ["admin"]);
  return {
    defaultRole: options.defaultRole ?? "user",
    adminRoles: adminRoles.map((role) => role.trim()).filter((role) => role !== ""),
    adminUserIds: options.adminUserIds ?? [],
    roles: options.roles,
    impersonationSessionDuration:
      options.impersonationSessionDuration ?? DEFAULT_IMPERSONATION_SECONDS,
    allowImpersonatingAdmins: options.allowImpersonatingAdmins ?? false,
    defaultBanReason: options.defaultBanReason ?? "No reason",
    defaultBanExpiresIn: options.defaultBanExpiresIn,
    bannedUserMessage: options.bannedUserMessage,
  };
}
