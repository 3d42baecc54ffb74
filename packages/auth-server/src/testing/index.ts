export { CookieCarrier } from "./cookie-carrier";
export {
  createTestAuth,
  memoryDatabase,
  TEST_BASE_URL,
  TEST_SECRET,
  type TestAuth,
  type TestRequestInit,
} from "./test-auth";
