import { z } from "zod";

/** The answer of endpoints that only confirm: `{ status: true }` (Better Auth's shape). */
export const statusAnswer = z.strictObject({ status: z.literal(true) });
