import { APIError, type RequestContext } from "@tollgate/auth-server";
import { usernameError } from "../username-error";

/**
 * Runs an endpoint's logic; a failure that is not already an API answer (a database or hasher
 * fault) is logged and answered 500 'unexpected error' rather than leaking its details.
 */
export async function answeringUnexpectedErrors<R>(
  context: RequestContext,
  operation: string,
  run: () => Promise<R>,
): Promise<R> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof APIError) throw error;
    context.logger.error(`username plugin: ${operation} failed`, error);
    throw usernameError("INTERNAL_SERVER_ERROR", "UNEXPECTED_ERROR");
  }
}
