import type { AuthContext } from "../../context/context-types";
import type { Account, User, WithExtraFields } from "../../types/models";

type UserRow = WithExtraFields<User>;

export interface AccountOwners {
  /** The provider account already linked, with its user (null when the user is gone). */
  linked: (Account & { user: UserRow | null }) | null;
  /** The user who holds the provider's email address, linked or not. */
  holder: UserRow | null;
}

/**
 * What a social sign-in decides on, in one read (one statement on PostgreSQL): the account
 * linked to the provider's `accountId` with its user, and the user holding `email`.
 */
export async function findAccountOwners(
  context: AuthContext,
  providerId: string,
  accountId: string,
  email: string,
): Promise<AccountOwners> {
  const [linked, holder] = await context.adapter.readAll([
    {
      findOne: {
        model: "account",
        where: [
          { field: "providerId", value: providerId },
          { field: "accountId", value: accountId },
        ],
        join: { user: { on: ["userId", "id"] } },
      },
    },
    { findOne: { model: "user", where: [{ field: "email", value: email }] } },
  ]);
  // readAll answers generic rows: an account row with its joined user, and a user row.
  return {
    linked: linked as AccountOwners["linked"],
    holder: holder as UserRow | null,
  };
}
