import type { DatabaseInput } from "@tollgate/auth-server";
import { testDatabases } from "@tollgate/auth-server/testing";

/**
 * The databases the token races run on (SQLite memory + file always, PostgreSQL and MySQL when
 * their TOLLGATE_TEST_*_URL is set): two auth instances share one database through two
 * independent connections, the way two server instances would.
 */
export const raceDatabases = testDatabases().map((target) => ({
  name: target.name,
  async open(): Promise<{
    first: DatabaseInput;
    second: DatabaseInput;
    close(): Promise<void>;
  }> {
    const database = await target.open();
    const second = await database.openSecondConnection();
    return {
      first: { db: database.db, type: database.dialect },
      second: { db: second.db, type: database.dialect },
      async close() {
        await second.close();
        await database.close();
      },
    };
  },
}));
