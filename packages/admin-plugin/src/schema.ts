import type { SchemaExtension } from "@tollgate/auth-server";

/**
 * The fields the plugin adds (Better Auth's admin schema). None of them can be set through
 * sign-up or /update-user (`input: false`): only the admin endpoints write them.
 * - user.role: one role or several joined by commas; a new user's is `defaultRole` ("user");
 * - user.banned, banReason, banExpires (null: a ban without end);
 * - session.impersonatedBy: the admin behind an impersonation session.
 * And indexes for list-users: user.createdAt, user.role, and email and name for substring search,
 * and the user table's row count kept by the database (PostgreSQL).
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
    // Where the database keeps no count of users (below), the page's total counts every user:
    // PostgreSQL counts from the smallest index it has. Nearly every user has the same role, so the role index (which also serves a filter on
    // role) keeps one copy of each value and a list of rows: 7 MB for a million users against
    // 40 MB for the id's, and an exact count of them in about half the time.
    indexes: [["createdAt"], ["role"]],
    substringSearch: ["email", "name"],
    // The page's total without a search or filter counts every user: on PostgreSQL the database
    // keeps that count (a counter row its triggers update), so it is read, not counted.
    keepRowCount: true,
  },
  session: {
    fields: {
      impersonatedBy: { type: "string", required: false, input: false },
    },
  },
} as const satisfies SchemaExtension;

/**
 * The plugin's schema for its options: a new user's role defaults to `defaultRole` (every way a
 * user comes into being, sign-up included), as a default of the field rather than a database
 * hook, so creating a user needs no hook of this plugin (a before hook would hold the user's
 * batched writes in a transaction of their own).
 */
export function adminSchemaFor(defaultRole: string) {
  const { user } = adminSchema;
  const role = { ...user.fields.role, defaultValue: defaultRole };
  return {
    ...adminSchema,
    user: { ...user, fields: { ...user.fields, role } },
  } satisfies SchemaExtension;
}

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
