export { createGuardedStorage, STORAGE_TIMEOUT_MS } from "./guarded-storage";
export { MissingSecondaryStorageError } from "./missing-storage-error";
export { createSecondaryStorageRateLimitStore } from "./rate-limit-store";
export type { SecondaryStorage } from "./secondary-storage-types";
export { createSessionEntries, ENTRY_MAX_AGE, type SessionEntries } from "./session-entries";
