import type { SchemaExtension } from "@tollgate/auth-server";

/**
 * The fields the plugin adds to the user (spec §3, Username extension). `username` is stored
 * lowercase under a unique index, so uniqueness is case-insensitive and holds under concurrent
 * writes; `displayUsername` keeps the username as the person typed it.
 */
export const usernameSchema = {
  user: {
    fields: {
      username: { type: "string", required: false, unique: true, lowercase: true },
      displayUsername: { type: "string", required: false },
    },
  },
} as const satisfies SchemaExtension;

/** What the plugin adds to a user record. */
export interface UsernameFields {
  username?: string | null;
  displayUsername?: string | null;
}
