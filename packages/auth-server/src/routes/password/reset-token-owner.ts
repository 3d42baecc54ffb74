import type { AuthContext } from "../../context/context-types";
import type { JoinSpec } from "../../db/adapter-types";
import { newestUsableVerification } from "../../db/usable-verification";
import {
  type Account,
  CREDENTIAL_PROVIDER_ID,
  type User,
  type Verification,
  type WithExtraFields,
} from "../../types/models";

/** The user a reset token names, and their credential account (one object: its query shape is kept). */
const WITH_OWNER: JoinSpec = {
  user: { on: ["value", "id"] },
  account: {
    on: ["value", "userId"],
    where: [{ field: "providerId", value: CREDENTIAL_PROVIDER_ID }],
  },
};

export interface ResetTokenOwner {
  /** The verification's value: the id of the user whose password it resets. */
  userId: string;
  /** That user (null when gone) and their credential account (null without one). */
  user: WithExtraFields<User> | null;
  credential: Account | null;
}

/**
 * The newest unexpired verification of `identifier` (findVerification's) with the user it
 * names and their credential account, in one query: a reset learns whether its token is good,
 * whose it is and where the password goes before it hashes anything or spends the token.
 */
export async function findResetTokenOwner(
  context: AuthContext,
  identifier: string,
): Promise<ResetTokenOwner | null> {
  const [row] = await context.adapter.findMany<
    WithExtraFields<Verification> & { user: WithExtraFields<User> | null; account: Account | null }
  >({ ...newestUsableVerification(identifier), join: WITH_OWNER });
  if (!row) return null;
  return { userId: row.value, user: row.user, credential: row.account };
}
