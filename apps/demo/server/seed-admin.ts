import type { DemoAuth } from "./auth";
import type { SeedAdminSetting } from "./seed-admin-config";

export type SeedAdminOutcome = "created" | "promoted" | "unchanged";

const ADMIN_ROLE = "admin";
/** The role every user has by default; an administrator's role replaces it. */
const DEFAULT_ROLE = "user";

/**
 * Makes sure the configured address belongs to a verified administrator: creates the user
 * (verified, role admin, the configured password) or promotes the existing one — adding the
 * admin role to theirs, verifying the address, and giving them the configured password only
 * if they have none (an existing password is never overwritten). Running it again changes
 * nothing, so it is safe on every start.
 */
export async function seedAdmin(
  auth: DemoAuth,
  setting: SeedAdminSetting,
): Promise<SeedAdminOutcome> {
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(setting.email);
  if (!existing) {
    await auth.api.createUser({
      body: {
        email: setting.email,
        password: setting.password,
        name: nameFromEmail(setting.email),
        role: ADMIN_ROLE,
        data: { emailVerified: true },
      },
    });
    return "created";
  }

  const roles = rolesOf(existing.role);
  const changes: Record<string, unknown> = {};
  if (!roles.includes(ADMIN_ROLE)) {
    changes.role = [...roles.filter((role) => role !== DEFAULT_ROLE), ADMIN_ROLE].join(",");
  }
  if (!existing.emailVerified) changes.emailVerified = true;
  const accounts = await context.internalAdapter.findAccounts(existing.id);
  const hasPassword = accounts.some((account) => account.providerId === "credential");
  if (!hasPassword) {
    const hash = await context.password.hash(setting.password);
    await context.internalAdapter.setCredentialPassword(existing.id, hash);
  }
  if (Object.keys(changes).length > 0) {
    await context.internalAdapter.updateUser(existing.id, changes);
  }
  return Object.keys(changes).length > 0 || !hasPassword ? "promoted" : "unchanged";
}

function rolesOf(role: unknown): string[] {
  if (typeof role !== "string") return [];
  return role
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/** "ada.lovelace@example.com" → "Ada Lovelace": a readable name until the admin sets one. */
function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}
