import type { SchemaExtension } from "@tollgate/auth-server";

/**
 * The fields the plugin adds (Better Auth's admin schema). None of them can be set through
 * sign-up or /update-user (`input: false`): only the admin endpoints write them.
 * - user.role: one role or several joined by commas, "user" unless set otherwise;
 * - user.banned, banReason, banExpires (null: a ban without end);
 * - session.impersonatedBy: the admin behind an impersonation session.
 * And indexes for list-users: user.createdAt, and email and name for substring search.
 */
export const adminSchema = {
  user: {
    fields: {
      role: { type: "string", required: false, input: false, defaultValue: "user" },
      banned: { type: "boolean", required: false, input: false, defaultValue: false },
      banReason: { type: "string", required: false, input: false },
      banExpires: { type: "date", required: false, input: false },
    },
    // list-users pages in creation order and searches email and name by substring: on a
    // million users both must be answered from an index (a trigram one on PostgreSQL).
    indexes: [["createdAt"]],
    substringSearch: ["email", "name"],
  },
  session: {
    fields: {
      impersonatedBy: { type: "string", required: false, input: false },
    },
  },
} as const satisfies SchemaExtension;

/** What the plugin adds to a user record. */
export interface AdminUserFields {
  role?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  banExpires?: Date | null;
}

/** What the plugin adds to a session record. */
export interface AdminSessionFields {
  impersonatedBy?: string | null;
}
