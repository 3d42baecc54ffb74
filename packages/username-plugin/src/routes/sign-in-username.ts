import {
  type Account,
  createAuthEndpoint,
  decoyPasswordHash,
  startSession,
  toPublic,
} from "@tollgate/auth-server";
import { z } from "zod";
import type { UserRow } from "../adapter";
import type { ResolvedUsernameOptions } from "../options";
import { usernameError } from "../username-error";
import { normaliseUsername, usernameProblem } from "../username-rules";
import { answeringUnexpectedErrors } from "./unexpected-error";

export const signInUsernameBody = z.object({
  username: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
});

export type SignInUsernameEndpoint = ReturnType<typeof createSignInUsername>;

const invalidCredentials = () => usernameError("UNAUTHORIZED", "INVALID_USERNAME_OR_PASSWORD");

/**
 * POST /sign-in/username {username, password, rememberMe?} → {token, user} (spec §7).
 * The username is compared lowercased. An unknown or malformed username and a wrong password
 * get the same answer after the same work (a password verification), so neither is revealed.
 */
export function createSignInUsername(options: ResolvedUsernameOptions) {
  return createAuthEndpoint(
    "/sign-in/username",
    { method: "POST", body: signInUsernameBody },
    async (ctx) =>
      answeringUnexpectedErrors(ctx.context, "sign-in by username", async () => {
        const { context, body } = ctx;
        const wellFormed = (await usernameProblem(body.username, options)) === null;
        const found: { user: UserRow; credential: Account | null } | null = wellFormed
          ? await context.internalAdapter.findUserWithCredentialBy(
              "username",
              normaliseUsername(body.username),
            )
          : null;
        const storedHash = found?.credential?.password;
        if (!found || !storedHash) {
          await context.password.verify({
            hash: await decoyPasswordHash(context.password),
            password: body.password,
          });
          throw invalidCredentials();
        }
        if (!(await context.password.verify({ hash: storedHash, password: body.password })))
          throw invalidCredentials();
        if (context.options.emailAndPassword?.requireEmailVerification && !found.user.emailVerified)
          throw usernameError("FORBIDDEN", "EMAIL_NOT_VERIFIED");
        const session = await startSession(ctx, found.user, { rememberMe: body.rememberMe });
        return { token: session.session.token, user: toPublic(context, "user", found.user) };
      }),
  );
}
