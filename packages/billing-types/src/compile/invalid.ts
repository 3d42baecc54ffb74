/** What a compiled check returns for a value the wire schema would reject. */
export const INVALID: unique symbol = Symbol("invalid");
export type Invalid = typeof INVALID;

/**
 * A validator and wire → client converter compiled from one node of a definition: returns the
 * client form of a valid wire value, or `INVALID` (never throws, never reports why — the zod
 * schema of the same definition does that).
 */
export type Compiled = (value: unknown) => unknown;
