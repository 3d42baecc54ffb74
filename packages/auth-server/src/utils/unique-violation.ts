// Kept as an alias while callers move to db/is-unique-violation (the one implementation).
export { isUniqueViolation } from "../db/is-unique-violation";
