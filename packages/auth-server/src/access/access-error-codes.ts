import { defineErrorCodes } from "../errors/define-error-codes";

/**
 * The messages of a refused permission check (spec §8, Authorization), word for word, as Better
 * Auth's `role.authorize` answers them in `{ success: false, error }`.
 */
export const ACCESS_ERROR_CODES = /* @__PURE__ */ defineErrorCodes({
  /** A resource the role has no statement for, with the "AND" connector. */
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE: "You are not allowed to access resource: {resource}",
  /** A known resource whose requested actions the role does not (all) allow, with "AND". */
  UNAUTHORIZED_TO_ACCESS_RESOURCE: 'unauthorized to access resource "{resource}"',
  /** Nothing was allowed: an empty request, or no resource allowed with "OR". */
  NOT_AUTHORIZED: "Not authorized",
});

export type AccessErrorCode = keyof typeof ACCESS_ERROR_CODES;
