import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { findUserByUsername } from "../adapter";
import type { ResolvedUsernameOptions } from "../options";
import { usernameError } from "../username-error";
import { usernameProblem } from "../username-rules";

export const isUsernameAvailableBody = z.object({ username: z.string() });

const isUsernameAvailableAnswer = z.object({ available: z.boolean() });

export type IsUsernameAvailableEndpoint = ReturnType<typeof createIsUsernameAvailable>;

/**
 * POST /is-username-available {username} → {available} (Better Auth's shape). A username that
 * could not be registered (too short, too long, invalid) answers that 422 first.
 */
export function createIsUsernameAvailable(options: ResolvedUsernameOptions) {
  return createAuthEndpoint(
    "/is-username-available",
    {
      method: "POST",
      body: isUsernameAvailableBody,
      metadata: {
        openapi: { summary: "Whether a username is still free to register" },
        responseSchema: isUsernameAvailableAnswer,
      },
    },
    async (ctx) => {
      const { username } = ctx.body;
      const problem = await usernameProblem(username, options);
      if (problem) throw usernameError("UNPROCESSABLE_ENTITY", problem, "username");
      const holder = await findUserByUsername(ctx.context.adapter, username);
      return { available: holder === null };
    },
  );
}
