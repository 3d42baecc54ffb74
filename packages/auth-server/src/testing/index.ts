export { CookieCarrier } from "./cookie-carrier";
export { fastTestPasswordHasher } from "./fast-password-hasher";
export { browserHttpFetch, type ListeningServer, listen } from "./http-server";
export { inProcessBrowserFetch } from "./in-process-fetch";
export { type InstanceProcess, startInstanceProcess } from "./instance-process";
export {
  type CapturedMail,
  createMailbox,
  follow,
  linkTarget,
  type Mailbox,
  type MailData,
} from "./mailbox";
export { createMemorySecondaryStorage } from "./memory-secondary-storage";
export { type BlockHooks, serverPerBlock } from "./server-per-block";
export { serverUrls } from "./server-urls";
export {
  GITHUB_CLIENT,
  type GitHubUser,
  GOOGLE_CLIENT,
  type GoogleUser,
  githubUser,
  googleUser,
  type ProviderDoubles,
  providerDoubles,
} from "./social-provider-doubles";
export {
  createTestAuth,
  memoryDatabase,
  TEST_BASE_URL,
  TEST_SECRET,
  type TestAuth,
  type TestRequestInit,
} from "./test-auth";
export {
  MYSQL_URL_VARIABLE,
  POSTGRES_URL_VARIABLE,
  type TestDatabase,
  type TestDatabasesOptions,
  type TestDatabaseTarget,
  testDatabases,
} from "./test-databases";
export {
  REDIS_URL_VARIABLE,
  type TestSecondaryStorage,
  type TestSecondaryStoragesOptions,
  type TestSecondaryStorageTarget,
  testSecondaryStorages,
} from "./test-secondary-storages";
