import { defineErrorCodes } from "../errors/define-error-codes";

/** Why a password hash computed in a worker thread failed (internal errors, not HTTP answers). */
export const SCRYPT_WORKER_ERRORS = defineErrorCodes({
  HASHING_WORKER_EXITED: "The password hashing worker exited (code {code}) before answering",
  HASHING_WORKER_CRASHED: "The password hashing worker crashed: {reason}",
  HASHING_WORKER_REPLY_UNREADABLE: "The password hashing worker's answer could not be read",
  HASHING_WORKER_BUSY: "The password hashing worker is already computing a hash",
  SCRYPT_FAILED: "scrypt failed in the password hashing worker: {reason}",
});
