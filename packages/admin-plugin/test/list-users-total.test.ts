// list-users' total without a search or filter reads the user count PostgreSQL keeps (a counter
// row its triggers update, created by migrate): it must equal count(*) whatever happens to the
// user table, and a database without the counter (the app's own migrations) counts instead.
import { createAuth } from "@tollgate/auth-server";
import {
  CookieCarrier,
  fastTestPasswordHasher,
  TEST_BASE_URL,
  TEST_SECRET,
  type TestDatabase,
  testDatabases,
} from "@tollgate/auth-server/testing";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { admin } from "../src/index";
import { ADMIN_EMAIL, adminServer, databaseOption, PASSWORD } from "./support/admin-server";

type Database = TestDatabase["db"];

const postgres = testDatabases().filter((target) => target.dialect === "postgres");

async function insertUsers(db: Database, from: number, count: number) {
  await sql`insert into "user" (id, email, "emailVerified", name, "createdAt", "updatedAt", role)
    select 'u' || i, 'user-' || i || '@total.test', false, 'User ' || i, now(), now(), 'user'
    from generate_series(${from}::int, ${from + count - 1}::int) as i`.execute(db);
}

async function userCount(db: Database): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from "user"`.execute(db);
  return Number(rows[0]?.count);
}

/** What docs/auth-server/database-and-migrations.md says to run to stop keeping the count. */
async function dropCounter(db: Database) {
  await sql`drop trigger tollgate_row_count_insert on "user"`.execute(db);
  await sql`drop trigger tollgate_row_count_delete on "user"`.execute(db);
  await sql`drop trigger tollgate_row_count_truncate on "user"`.execute(db);
  await sql`drop function tollgate_count_rows()`.execute(db);
  await sql`drop table tollgate_row_count`.execute(db);
}

describe.each(postgres)("list-users' total on $name", (target) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(() => database.close());

  it("equals count(*) through sign-ups, removals, bulk inserts, a rollback, concurrent inserts and truncate", async () => {
    const s = await adminServer({ database: databaseOption(database) });
    const total = async () => {
      const page = await s.t.json<{ total: number }>("/admin/list-users", {
        query: { limit: "2" },
        cookies: s.adminBrowser,
      });
      expect(page.status).toBe(200);
      return page.data.total;
    };
    const expectExact = async () => {
      const counted = await userCount(database.db);
      expect(await total()).toBe(counted);
      return counted;
    };
    expect(await expectExact()).toBe(1);

    const bob = await s.user("bob@total.test");
    await s.user("carol@total.test");
    expect(await expectExact()).toBe(3);
    await s.post("/admin/remove-user", { userId: bob.id });
    expect(await expectExact()).toBe(2);

    await insertUsers(database.db, 1, 3000);
    expect(await expectExact()).toBe(3002);

    await database.db
      .transaction()
      .execute(async (trx) => {
        await insertUsers(trx, 5000, 10);
        await sql`delete from "user" where id like 'u1%'`.execute(trx);
        throw new Error("rolled back");
      })
      .catch((error: unknown) => expect(String(error)).toContain("rolled back"));
    expect(await expectExact()).toBe(3002);

    const connections = await Promise.all(
      Array.from({ length: 3 }, () => database.openSecondConnection()),
    );
    try {
      await Promise.all(
        connections.map(async (connection, index) => {
          for (let round = 0; round < 4; round++)
            await insertUsers(connection.db, 10_000 * (index + 1) + round * 50, 50);
        }),
      );
    } finally {
      for (const connection of connections) await connection.close();
    }
    expect(await expectExact()).toBe(3002 + 3 * 4 * 50);

    await sql`truncate "user" cascade`.execute(database.db);
    expect(await userCount(database.db)).toBe(0);
    await s.t.auth.api.createUser({
      body: { email: ADMIN_EMAIL, password: PASSWORD, name: "Admin", role: "admin" },
    });
    await s.t.signIn({ email: ADMIN_EMAIL, password: PASSWORD }, s.adminBrowser);
    expect(await expectExact()).toBe(1);

    // The counter is what the total reads (a drift made by hand, to see it).
    await sql`update tollgate_row_count set row_count = 1001 where table_name = 'user'`.execute(
      database.db,
    );
    expect(await total()).toBe(1001);
  }, 60_000);

  it("is exact on a database without the counter, and migrate counts the users already there", async () => {
    await adminServer({ database: databaseOption(database) });
    await dropCounter(database.db);
    await insertUsers(database.db, 1, 250);

    // An app that migrates on its own: the counter is not there; the total is counted.
    const second = await database.openSecondConnection();
    try {
      const auth = createAuth({
        baseURL: TEST_BASE_URL,
        secret: TEST_SECRET,
        logger: { disabled: true },
        emailAndPassword: { enabled: true, password: fastTestPasswordHasher },
        database: { db: second.db, type: "postgres" },
        plugins: [admin()],
      });
      const browser = new CookieCarrier();
      const send = async (path: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set("origin", TEST_BASE_URL);
        const cookie = browser.header();
        if (cookie) headers.set("cookie", cookie);
        const response = await auth.handler(
          new Request(`${TEST_BASE_URL}/api/auth${path}`, { ...init, headers }),
        );
        browser.take(response);
        return response;
      };
      const signIn = await send("/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const listed = await send("/admin/list-users?limit=1");
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as { total: number }).total).toBe(251);
    } finally {
      await second.close();
    }
    // Another instance starting migrates: the count is kept again, the users already there counted.
    const third = await database.openSecondConnection();
    try {
      const again = await adminServer({
        database: { db: third.db, type: "postgres" },
        adminEmail: "second-admin@total.test",
      });
      const { rows } = await sql<{ row_count: string }>`
        select row_count from tollgate_row_count where table_name = 'user'`.execute(database.db);
      expect(Number(rows[0]?.row_count)).toBe(252);
      const page = await again.t.json<{ total: number }>("/admin/list-users", {
        query: { limit: "1" },
        cookies: again.adminBrowser,
      });
      expect(page.data.total).toBe(252);
      await insertUsers(database.db, 1000, 5);
      const after = await again.t.json<{ total: number }>("/admin/list-users", {
        query: { limit: "1" },
        cookies: again.adminBrowser,
      });
      expect(after.data.total).toBe(257);
      expect(await userCount(database.db)).toBe(257);
    } finally {
      await third.close();
    }
  }, 60_000);
});
