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
  { value: "user", label: "User", description: "no admin rights" },
  { value: "admin", label: "Admin", description: "every admin action" },
] as const;
