import type { authClient } from "../../auth-client";

/** One sign-in method of the account, as /list-accounts answers it. */
export type LinkedAccount = NonNullable<
  Awaited<ReturnType<typeof authClient.listAccounts>>["data"]
>[number];

/** The provider id of the email-and-password method. */
export const CREDENTIAL_PROVIDER = "credential";
