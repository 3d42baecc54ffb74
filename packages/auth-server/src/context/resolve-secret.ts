import { isProduction, readEnv } from "../utils/env";
import type { Logger } from "../utils/logger";

export const MIN_SECRET_LENGTH = 32;
const DEVELOPMENT_SECRET = "tollgate-development-secret-do-not-use-in-production";

export class InsecureSecretError extends Error {
  constructor(reason: "missing" | "short") {
    super(
      reason === "missing"
        ? "No secret: set `secret` in createAuth() or the TOLLGATE_SECRET environment variable (at least 32 characters)."
        : `The secret is shorter than ${MIN_SECRET_LENGTH} characters; use a long random value (e.g. \`openssl rand -base64 32\`).`,
    );
    this.name = "InsecureSecretError";
  }
}

/** The signing secret: refused in production when missing or short; a development default otherwise, with a warning. */
export function resolveSecret(configured: string | undefined, logger: Logger): string {
  const secret =
    configured ??
    readEnv("TOLLGATE_SECRET") ??
    readEnv("BETTER_AUTH_SECRET") ??
    readEnv("AUTH_SECRET");
  if (!secret) {
    if (isProduction()) throw new InsecureSecretError("missing");
    logger.warn(
      "no secret configured: using the development default. Set TOLLGATE_SECRET (or AUTH_SECRET) before deploying.",
    );
    return DEVELOPMENT_SECRET;
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    if (isProduction()) throw new InsecureSecretError("short");
    logger.warn(`the secret is shorter than ${MIN_SECRET_LENGTH} characters.`);
  }
  return secret;
}
