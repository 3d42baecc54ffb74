export { createHmacSigner, type HmacSigner } from "./hmac";
export { decoyPasswordHash, type PasswordHasher, scryptPasswordHasher } from "./password";
export { LOWERCASE_ALPHANUMERIC, randomString } from "./random-string";
