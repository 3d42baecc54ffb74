import { role, type Statements } from "@tollgate/auth-server/access";
import { apiKeyError } from "./api-key-error";
import type { ApiKeyRow } from "./schema";

/**
 * Refuses unless the key's own permissions allow every action asked for, through the core's
 * access control (the same `authorize` roles use). A key without permissions allows nothing
 * that asks for one.
 */
export function requireKeyPermissions(row: ApiKeyRow, wanted: Record<string, string[]>): void {
  const granted: Statements = row.permissions ?? {};
  if (!role(granted).authorize(wanted).success)
    throw apiKeyError("FORBIDDEN", "INSUFFICIENT_API_KEY_PERMISSIONS", "permissions");
}
