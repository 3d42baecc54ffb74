// Temporary: test/db/ still imports the test databases from here while it is being edited.
// Once its files import them from "@tollgate/auth-server/testing", delete this file.
export {
  MYSQL_URL_VARIABLE,
  POSTGRES_URL_VARIABLE,
  type TestDatabase,
  type TestDatabaseTarget,
  testDatabases,
} from "@tollgate/auth-server/testing";
