import type { SecondaryStorage } from "../secondary-storage";

/**
 * A secondary storage in this process's memory, with Redis' expiry semantics (ttl in seconds,
 * read against Date.now, so fake timers move it): for tests, and for trying secondary storage
 * without a Redis. Several auth instances given the same one share it, as instances share Redis.
 */
export function createMemorySecondaryStorage(): SecondaryStorage & {
  /** Keys that hold a live value. */
  keys(): string[];
} {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= Date.now()) values.delete(key);
    return values.get(key);
  };
  const expiry = (ttl: number | undefined) =>
    ttl === undefined ? Number.POSITIVE_INFINITY : Date.now() + ttl * 1000;
  return {
    get: (key) => live(key)?.value ?? null,
    set(key, value, ttl) {
      values.set(key, { value, expiresAt: expiry(ttl) });
    },
    delete(key) {
      values.delete(key);
    },
    increment(key, ttl) {
      const entry = live(key);
      const count = (entry ? Number(entry.value) : 0) + 1;
      values.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? expiry(ttl) });
      return count;
    },
    setIfAbsent(key, value, ttl) {
      if (live(key)) return false;
      values.set(key, { value, expiresAt: expiry(ttl) });
      return true;
    },
    keys: () => [...values.keys()].filter((key) => live(key) !== undefined),
  };
}
