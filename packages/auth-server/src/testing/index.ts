export { CookieCarrier } from "./cookie-carrier";
export { fastTestPasswordHasher } from "./fast-password-hasher";
export { createMemorySecondaryStorage } from "./memory-secondary-storage";
export {
  createTestAuth,
  memoryDatabase,
  TEST_BASE_URL,
  TEST_SECRET,
  type TestAuth,
  type TestRequestInit,
} from "./test-auth";
