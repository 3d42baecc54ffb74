import { z } from "zod";
import { forwardIssues } from "../derive/wire-schema";

/**
 * Wraps a structural schema so that parsing validates but returns the payload itself: nothing is
 * dropped, reordered or copied, so a wire → wire round trip is byte-for-byte lossless.
 */
export function exactSchema<Wire>(structure: z.ZodType): z.ZodType<Wire> {
  return z
    .custom<Wire>()
    .superRefine((value, ctx) => forwardIssues(structure.safeParse(value), ctx));
}
