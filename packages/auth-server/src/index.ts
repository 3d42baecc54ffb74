export {
  type AuthEndpointContext,
  createAuthEndpoint,
  SERVER_ONLY,
} from "./api/create-auth-endpoint";
export { type AuthMiddlewareContext, createAuthMiddleware } from "./api/create-auth-middleware";
export type { AuthContext, RequestContext, SessionConfig } from "./context/context-types";
export { InsecureSecretError } from "./context/resolve-secret";
export type { AuthCookie, AuthCookies } from "./cookies";
export { type Auth, createAuth } from "./create-auth";
export {
  createScryptPasswordHasher,
  decoyPasswordHash,
  type PasswordHasher,
  type PasswordHashPriority,
  type ScryptHasherOptions,
  scryptPasswordHasher,
} from "./crypto/password";
export { openWithSecret, sealWithSecret } from "./crypto/secret-box";
export type {
  Adapter,
  JoinSpec,
  Row,
  SortBy,
  Where,
  WhereOperator,
  WhereSubquery,
} from "./db/adapter-types";
export {
  DatabaseHookVetoError,
  databaseHookVetoMessage,
  type HookOperation,
} from "./db/database-hook-veto-error";
export type {
  ConditionalRecordWrites,
  DatabaseHookResult,
  DatabaseHooks,
  DatabaseWrite,
  FollowedRecordAnswer,
  FollowingRecords,
  InternalAdapter,
  ModelHooks,
  NewRecord,
  RecordWrite,
} from "./db/internal-adapter-types";
export {
  type PreparedClause,
  type PreparedFind,
  type PreparedOperator,
  prepareFind,
} from "./db/prepared-find";
export type {
  DatabaseSchema,
  FieldAttribute,
  FieldType,
  SchemaExtension,
  TableSchema,
} from "./db/schema-types";
export { UniqueConstraintError } from "./db/unique-constraint-error";
export {
  AUTH_ERROR_CODES,
  type AuthErrorCode,
  defineErrorCodes,
  type ErrorCatalogue,
  formatMessage,
} from "./errors";
export { APIError, authError, catalogueError } from "./errors/auth-api-error";
export { invalidParametersError } from "./errors/validation-error";
export { fromNodeHeaders } from "./node/from-node-headers";
export { toNodeHandler } from "./node/to-node-handler";
export {
  type AuthorizationURLInput,
  type CodeExchangeInput,
  fetchProfile,
  fromArcticTokens,
  type GitHubOptions,
  type GitHubProfile,
  type GoogleOptions,
  type GoogleProfile,
  github,
  google,
  type IdTokenCheck,
  type OAuthProfile,
  type OAuthProvider,
  type OAuthProviderFactory,
  type OAuthTokens,
  type OAuthUserInfo,
  type ProviderCapabilities,
  type ProviderOptions,
  type ProviderRegistry,
  readIdTokenClaims,
  SocialProviderConfigError,
  type SocialProvidersOptions,
  tokensFromResponse,
  type UserInfoInput,
  verifyIdTokenClaims,
} from "./oauth";
/** For plugins' `metadata.responseSchema`: a stored record, as its OpenAPI component. */
export type { EndpointDocs } from "./open-api/endpoint-docs";
export { modelReference } from "./open-api/model-reference";
export type * from "./options";
export { PluginConflictError } from "./plugins/plugin-conflict-error";
export type {
  AfterHook,
  AfterHookContext,
  AuthPlugin,
  BeforeHook,
  GlobalHooks,
  HookContext,
  PluginCommand,
} from "./plugins/plugin-types";
export type { RateLimitRule, RateLimitStore } from "./rate-limit";
export type { CoreEndpoints } from "./routes/core-endpoints";
export { checkName } from "./routes/helpers/profile-fields";
export {
  type PasswordSignIn,
  type PasswordSignInRequest,
  signInWithPassword,
  type UserWithCredential,
} from "./routes/helpers/sign-in-with-password";
export { MissingSecondaryStorageError, type SecondaryStorage } from "./secondary-storage";
export {
  type CoreSecurityEventType,
  emitSecurityEvent,
  type SecurityEvent,
  type SecurityEventActor,
  type SecurityEventInput,
  type SecurityEventListener,
  type SecurityEventPayload,
  type SecurityEventReason,
  type SecurityEventWrite,
} from "./security-events";
export { type CookieJar, cookieJarOf } from "./session/cookie-jar";
export { toPublic } from "./session/public-fields";
export {
  deleteSessionCookie,
  refreshSessionCache,
  setSessionCookie,
} from "./session/session-cookie-helpers";
export {
  admitSession,
  type GatedEndpointMetadata,
  requireScope,
  type SessionCheck,
  type SessionLimits,
  type SessionRule,
  type SessionVia,
} from "./session/session-gate";
export {
  getCurrentSession,
  requireFreshSession,
  requireSession,
  type SessionReadOptions,
} from "./session/session-guards";
export { freshSessionMiddleware, sessionMiddleware } from "./session/session-middlewares";
export { sessionUserInHand } from "./session/session-user-in-hand";
export {
  type SessionStartPurpose,
  type SignInAttempt,
  SignInPending,
  type SignInRule,
} from "./session/sign-in-rules";
export {
  canJudgeSessionBeforeUser,
  type SessionStartedWith,
  type SessionUserWrite,
  startSession,
  startSessionWith,
  type WithSessionRecords,
  type WrittenWithSession,
  writeWithSession,
  writeWithSessionIf,
} from "./session/start-session";
export type { InferFields, InferSession, InferUser } from "./types/infer";
export type {
  Account,
  Session,
  SessionWithUser,
  User,
  Verification,
  WithExtraFields,
} from "./types/models";
export { CREDENTIAL_PROVIDER_ID } from "./types/models";
