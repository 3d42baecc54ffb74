/**
 * A key-value store shared by every server instance (Redis in production), Better Auth's
 * `secondaryStorage` shape: an object written for Better Auth fits as it is. `ttl` is in seconds.
 */
export interface SecondaryStorage {
  get(key: string): Promise<unknown> | unknown;
  set(key: string, value: string, ttl?: number): Promise<unknown> | unknown;
  delete(key: string): Promise<unknown> | unknown;
  /**
   * Adds one to the counter at `key` and answers the new count; a missing key starts at 1 and
   * expires `ttl` seconds after it was made. Optional: without it, rate-limit counters are read
   * and written in two steps, and concurrent hits on several instances can count as one.
   */
  increment?(key: string, ttl: number): Promise<number> | number;
  /**
   * Writes `value` only when `key` holds nothing (Redis `SET key value EX ttl NX`); answers
   * whether it wrote. Optional: with it, a session read can never put back a session another
   * instance revoked in the same instant (see docs/auth-server/secondary-storage.md); without
   * it that race stays possible, bounded by an entry's 300 s lifetime.
   */
  setIfAbsent?(key: string, value: string, ttl: number): Promise<boolean> | boolean;
}
