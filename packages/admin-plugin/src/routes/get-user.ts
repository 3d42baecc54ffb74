import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import { requirePermission } from "../access/require-permission";
import type { ResolvedAdminOptions } from "../options";
import { findTargetUser, publicUser } from "./target-user";

export type GetUserEndpoint = ReturnType<typeof createGetUser>;

/** GET /admin/get-user?id= → the user (Better Auth answers the user itself, not `{ user }`). */
export function createGetUser(options: ResolvedAdminOptions) {
  return createAuthEndpoint(
    "/admin/get-user",
    {
      method: "GET",
      query: z.object({ id: z.string() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "One user, by id" },
        responseSchema: modelReference("user"),
      },
    },
    async (ctx) => {
      await requirePermission(ctx, options, { user: ["get"] });
      return publicUser(ctx.context, await findTargetUser(ctx.context, ctx.query.id));
    },
  );
}
