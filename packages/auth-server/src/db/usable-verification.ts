import type { FindArgs } from "./adapter-types";

/**
 * The find of an identifier's newest verification that has not expired: findVerification's,
 * and the start of a read that joins what the verification names (a reset token's owner).
 */
export const newestUsableVerification = (identifier: string) =>
  ({
    model: "verification",
    where: [
      { field: "identifier", value: identifier },
      { field: "expiresAt", operator: "gt", value: new Date() },
    ],
    sortBy: { field: "createdAt", direction: "desc" },
    limit: 1,
  }) satisfies FindArgs;
