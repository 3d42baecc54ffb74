/** Start-up refusal: rate limiting was asked to use a secondary storage that is not configured. */
export class MissingSecondaryStorageError extends Error {
  constructor() {
    super(
      'rateLimit.storage is "secondary-storage" but no secondaryStorage is configured: pass `secondaryStorage` to createAuth() or use "memory".',
    );
    this.name = "MissingSecondaryStorageError";
  }
}
