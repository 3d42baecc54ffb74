import { isProduction, readEnv } from "../utils/env";
import type { Logger } from "../utils/logger";

export const MIN_SECRET_LENGTH = 32;
const DEVELOPMENT_SECRET = "tollgate-development-secret-do-not-use-in-production";

export class InsecureSecretError extends Error {
  constructor(reason: "missing" | "short") {
    super(
      reason === "missing"
        ? "No secret: set the `secret` option of createAuth() or the TOLLGATE_SECRET environment variable (BETTER_AUTH_SECRET and AUTH_SECRET are read too) to a random value of at least 32 characters (e.g. `openssl rand -base64 32`)."
        : `The secret is shorter than ${MIN_SECRET_LENGTH} characters: set the \`secret\` option of createAuth() or the TOLLGATE_SECRET environment variable to a long random value (e.g. \`openssl rand -base64 32\`).`,
    );
    this.name = "InsecureSecretError";
  }
}

function configuredSecret(configured: string | undefined): string | undefined {
  return (
    configured ??
    readEnv("TOLLGATE_SECRET") ??
    readEnv("BETTER_AUTH_SECRET") ??
    readEnv("AUTH_SECRET")
  );
}

/**
 * Why the server must not serve with this secret: in production, a missing or short one. It is
 * not thrown by createAuth (a framework's build, e.g. `next build`, evaluates the module without
 * the production secret): createAuth fails every request and auth.api call with it instead.
 */
export function secretRefusal(configured: string | undefined): InsecureSecretError | undefined {
  if (!isProduction()) return undefined;
  const secret = configuredSecret(configured);
  if (!secret) return new InsecureSecretError("missing");
  if (secret.length < MIN_SECRET_LENGTH) return new InsecureSecretError("short");
  return undefined;
}

/** A random secret nobody knows, for a server that refuses to serve (secretRefusal). */
function unknowableSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The signing secret. Outside production a missing one is replaced by a development default and
 * a short one accepted, each with a warning; in production either is refused (secretRefusal).
 */
export function resolveSecret(configured: string | undefined, logger: Logger): string {
  const secret = configuredSecret(configured);
  if (isProduction()) return secretRefusal(configured) || !secret ? unknowableSecret() : secret;
  if (!secret) {
    logger.warn(
      "no secret configured: using the development default. Set TOLLGATE_SECRET (or BETTER_AUTH_SECRET) before deploying.",
    );
    return DEVELOPMENT_SECRET;
  }
  if (secret.length < MIN_SECRET_LENGTH)
    logger.warn(`the secret is shorter than ${MIN_SECRET_LENGTH} characters.`);
  return secret;
}
