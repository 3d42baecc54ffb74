import type { MessageKey } from "../../i18n/catalogue";

/** The role names of a user's `role` field: one name, or several joined by commas. */
export function roleNames(role: unknown): string[] {
  if (typeof role !== "string") return [];
  return role
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Whether the user may open the Admin area: their roles include `admin`. */
export function isAdmin(user: { role?: unknown } | null | undefined): boolean {
  return roleNames(user?.role).includes("admin");
}

/** The roles the demo's server knows (the admin plugin's defaults). */
export const ASSIGNABLE_ROLES = [
  { value: "user", label: "adminRole.user", description: "adminRole.userMay" },
  { value: "admin", label: "adminRole.admin", description: "adminRole.adminMay" },
] as const satisfies readonly { value: string; label: MessageKey; description: MessageKey }[];
