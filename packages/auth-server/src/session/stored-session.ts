import type { DatabaseSchema } from "../db/schema-types";
import type { SessionWithUser } from "../types/models";
import { isRecord } from "../utils/is-record";

/** Per schema: the names of the session's and the user's date fields. */
const dateFieldsBySchema = new WeakMap<DatabaseSchema, { session: string[]; user: string[] }>();

function dateFieldsOf(schema: DatabaseSchema) {
  let found = dateFieldsBySchema.get(schema);
  if (!found) {
    const of = (model: string) => {
      const fields = schema[model]?.fields ?? {};
      return Object.keys(fields).filter((name) => fields[name]?.type === "date");
    };
    found = { session: of("session"), user: of("user") };
    dateFieldsBySchema.set(schema, found);
  }
  return found;
}

function reviveDates(record: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const value = record[field];
    if (typeof value === "string") record[field] = new Date(value);
  }
}

/**
 * A `{ session, user }` read back from JSON (the cookie cache, secondary storage) with its Dates
 * revived in place, or null when it is not one: a session record with its token and expiry, and
 * a user record.
 */
export function reviveStoredSession(
  schema: DatabaseSchema,
  parsed: unknown,
): SessionWithUser | null {
  if (!isRecord(parsed) || !isRecord(parsed.session) || !isRecord(parsed.user)) return null;
  const { session, user } = parsed;
  const dates = dateFieldsOf(schema);
  reviveDates(session, dates.session);
  reviveDates(user, dates.user);
  if (typeof session.token !== "string" || !(session.expiresAt instanceof Date)) return null;
  // Shape checked above: a session record with its token and expiry, and a user record.
  return { session, user } as SessionWithUser;
}
