import mysql from "mysql2/promise";

const variable = "TOLLGATE_TEST_MYSQL_URL";
const serverUrl = process.env[variable];
if (!serverUrl && process.env.CI === "true") {
  throw new Error(`${variable} is not set, but CI=true: the MySQL/MariaDB suite must run in CI.`);
}

/** Why the MySQL cases do not run here, or null when they do. */
export const mysqlSkipped = serverUrl ? null : `${variable} is not set`;

/**
 * A database of its own on the test server, created with the binary utf8mb4 collation Tollgate's
 * columns use (Drizzle and Prisma cannot declare a column's collation), dropped by `drop`.
 */
export async function freshMysqlDatabase(
  prefix: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error(`${variable} is not set`);
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const connection = await mysql.createConnection({ uri: serverUrl });
    try {
      await connection.query(statement);
    } finally {
      await connection.end();
    }
  };
  await run(`create database \`${name}\` character set utf8mb4 collate utf8mb4_bin`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, name, drop: () => run(`drop database if exists \`${name}\``) };
}

/** The columns of every table of a MySQL database, with type, collation and nullability. */
export async function mysqlShapes(url: string): Promise<string[]> {
  const connection = await mysql.createConnection({ uri: url });
  try {
    const [rows] = await connection.query(
      `select table_name as t, column_name as c, column_type as type, collation_name as collation,
              is_nullable as nullable, column_default as fallback
         from information_schema.columns where table_schema = database()`,
    );
    return (
      rows as {
        t: string;
        c: string;
        type: string;
        collation: string | null;
        nullable: string;
        fallback: string | null;
      }[]
    )
      .map(
        (column) =>
          `${column.t}.${column.c} ${column.type} ${column.collation ?? "-"} ${
            column.nullable === "YES" ? "null" : "not null"
          } ${column.fallback === null || column.fallback === "NULL" ? "-" : "default"}`,
      )
      .sort();
  } finally {
    await connection.end();
  }
}
