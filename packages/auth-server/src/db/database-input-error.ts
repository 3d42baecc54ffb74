/**
 * What `createAuth` says when `database` is not something it can use: a start-up mistake in the
 * application's code, never an answer to an end user.
 */
export const databaseInputMessages = {
  unsupported: (received: string) =>
    `createAuth: "database" is ${received}, which Tollgate cannot use. Pass one of: a better-sqlite3 Database, ` +
    'a bun:sqlite Database, a pg Pool, a mysql2 Pool (from "mysql2" or "mysql2/promise"), ' +
    "a Drizzle database made over one of these (drizzle(...)), " +
    'a Kysely instance as { db, type: "sqlite" | "postgres" | "mysql" }, ' +
    'or a Kysely dialect as { dialect, type: "sqlite" | "postgres" | "mysql" }.',
  unknownType: (type: string) =>
    `createAuth: "database.type" is ${type}; it must be "sqlite", "postgres" or "mysql" (the SQL the dialect speaks).`,
} as const;

export class DatabaseInputError extends Error {
  override readonly name = "DatabaseInputError";
}

/** A short description of a value for the message: its class, or its type. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return "an array";
  if (typeof value !== "object") return `a ${typeof value}`;
  const name: unknown = Object.getPrototypeOf(value)?.constructor?.name;
  if (typeof name === "string" && name !== "" && name !== "Object") {
    return `an object of class ${name}`;
  }
  const keys = Object.keys(value).slice(0, 6);
  return keys.length === 0 ? "an empty object" : `an object with keys ${keys.join(", ")}`;
}
