import { createAuthEndpoint, modelReference, signInWithPassword } from "@tollgate/auth-server";
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

/** The new session's token and the signed-in user (the session cookie is set too). */
const signInUsernameAnswer = z.object({ token: z.string(), user: modelReference("user") });

export type SignInUsernameEndpoint = ReturnType<typeof createSignInUsername>;

/**
 * POST /sign-in/username {username, password, rememberMe?} → {token, user} (spec §7), through the
 * core's password sign-in. The username is compared lowercased. A username that breaks the length
 * or character rules answers 422 'username is too short' / 'username is too long' / 'username is
 * invalid' (spec §8; the rules are public, so this reveals no account). An unknown well-formed
 * username gets the answer of a wrong password after the same work.
 */
export function createSignInUsername(options: ResolvedUsernameOptions) {
  return createAuthEndpoint(
    "/sign-in/username",
    {
      method: "POST",
      body: signInUsernameBody,
      metadata: {
        openapi: { summary: "Sign in with a username and password" },
        responseSchema: signInUsernameAnswer,
      },
    },
    async (ctx) =>
      answeringUnexpectedErrors(ctx.context, "sign-in by username", async () => {
        const { context, body } = ctx;
        const problem = await usernameProblem(body.username, options);
        if (problem) throw usernameError("UNPROCESSABLE_ENTITY", problem, "username");
        return signInWithPassword<UserRow>(ctx, {
          findUser: () =>
            context.internalAdapter.findUserWithCredentialBy(
              "username",
              normaliseUsername(body.username),
            ),
          password: body.password,
          method: "username",
          rememberMe: body.rememberMe,
          invalidCredentials: () => usernameError("UNAUTHORIZED", "INVALID_USERNAME_OR_PASSWORD"),
          emailNotVerified: () => usernameError("FORBIDDEN", "EMAIL_NOT_VERIFIED"),
        });
      }),
  );
}
