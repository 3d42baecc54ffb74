import { z } from "zod";

/** A wire date: ISO 8601 text with `Z` or an offset (billing.md §1). */
export const wireDateSchema = z.iso.datetime({ offset: true });

const pattern = wireDateSchema.def.pattern;

/**
 * The same test as `wireDateSchema`, without zod's per-call overhead: the very regular
 * expression zod built for it (or zod itself, should a zod version not expose it).
 */
export const isWireDate: (text: string) => boolean = pattern
  ? (text) => pattern.test(text)
  : (text) => wireDateSchema.safeParse(text).success;
