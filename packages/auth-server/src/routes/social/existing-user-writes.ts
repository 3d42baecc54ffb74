import type { Row } from "../../db/adapter-types";
import type { RecordWrite } from "../../db/internal-adapter-types";
import { type StartSessionCarrier, writeWithSession } from "../../session/start-session";
import type { SessionWithUser, User, WithExtraFields } from "../../types/models";

/**
 * An existing user's sign-in: `account` (the linked account's tokens updated, or a new provider
 * account linked) and `userChange` (the name and image of overrideUserInfoOnSignIn, or the
 * address verified by the provider) written with the session in one batch (writeWithSession),
 * the session judged on the user as read with the change over it. A refusal leaves the writes
 * made. Only when canJudgeSessionBeforeUser.
 */
export async function existingUserWrites(
  request: StartSessionCarrier,
  user: WithExtraFields<User>,
  account: RecordWrite,
  userChange: Row | null,
): Promise<{
  user: WithExtraFields<User>;
  signedIn: { started: SessionWithUser } | { refused: unknown };
}> {
  const byId = [{ field: "id", value: user.id }];
  const done = userChange
    ? await writeWithSession(
        request,
        [account, { update: { model: "user", where: byId, data: userChange } }],
        { write: 1, was: user },
      )
    : await writeWithSession(request, [account], { was: user });
  // The user's update answers the rows it updated (the one user), as updateUser would.
  const updated = userChange ? ((done.answers[1] as WithExtraFields<User>[])[0] ?? user) : user;
  const signedIn = done.started ? { started: done.started } : { refused: done.refused };
  return { user: updated, signedIn };
}
