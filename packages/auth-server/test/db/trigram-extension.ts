import { sql } from "kysely";
import type { DynamicKysely } from "../../src/db/database-types";

/**
 * Installs pg_trgm in the test database (the test user is a superuser), in public so that every
 * test schema sees it: the migrator then gives substring-indexed fields a GIN trigram index.
 */
export async function installTrigramExtension(db: DynamicKysely): Promise<void> {
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
}
