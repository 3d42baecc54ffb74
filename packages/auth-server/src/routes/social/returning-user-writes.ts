import type { Row } from "../../db/adapter-types";
import type { RecordWrite } from "../../db/internal-adapter-types";
import { type StartSessionCarrier, writeWithSession } from "../../session/start-session";
import type { SessionWithUser, User, WithExtraFields } from "../../types/models";

/**
 * A returning user's sign-in: the linked account's tokens (and, with overrideUserInfoOnSignIn,
 * the user's name and image) written with the session in one batch (writeWithSession), the
 * session judged on the user as read (with the profile over it). A refusal leaves the writes made.
 */
export async function returningUserWrites(
  request: StartSessionCarrier,
  user: WithExtraFields<User>,
  accountId: string,
  tokenFields: Row,
  profile: Row | null,
): Promise<{
  user: WithExtraFields<User>;
  signedIn: { started: SessionWithUser } | { refused: unknown };
}> {
  const account: RecordWrite = {
    update: { model: "account", where: [{ field: "id", value: accountId }], data: tokenFields },
  };
  const byId = [{ field: "id", value: user.id }];
  const done = profile
    ? await writeWithSession(
        request,
        [account, { update: { model: "user", where: byId, data: profile } }],
        { write: 1, was: user },
      )
    : await writeWithSession(request, [account], { was: user });
  // The user's update answers the rows it updated (the one user), as updateUser would.
  const updated = profile ? ((done.answers[1] as WithExtraFields<User>[])[0] ?? user) : user;
  const signedIn = done.started ? { started: done.started } : { refused: done.refused };
  return { user: updated, signedIn };
}
