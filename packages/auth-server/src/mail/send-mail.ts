import type { RequestContext } from "../context/context-types";
import { authError } from "../errors/auth-api-error";

/** The four mails the account lifecycle sends, each through its own sender option. */
export type MailKind = "verification" | "reset-password" | "change-email" | "delete-account";

type Sender<T> = (data: T, request?: Request) => Promise<void> | void;

/**
 * Hands a mail to the application's sender. When the sender throws, `undo` removes whatever
 * was created for the mail (its stored token, …), the error is logged, and the request fails
 * with 500 'Failed to send email' — so a failed send leaves nothing half-made behind.
 */
export async function sendMail<T>(
  context: RequestContext,
  kind: MailKind,
  send: Sender<T>,
  data: T,
  undo?: () => Promise<void>,
): Promise<void> {
  try {
    await send(data, context.request);
  } catch (error) {
    context.logger.error(`failed to send the ${kind} email`, error);
    if (undo) await undo();
    throw authError("INTERNAL_SERVER_ERROR", "FAILED_TO_SEND_EMAIL", { kind });
  }
}
