import { createAuthEndpoint, modelReference, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { listOrganizationsOfUser } from "../adapter";

export type ListOrganizationsEndpoint = ReturnType<typeof createListOrganizations>;

/** GET /organization/list → the organizations the caller is a member of. */
export function createListOrganizations() {
  return createAuthEndpoint(
    "/organization/list",
    {
      method: "GET",
      metadata: {
        openapi: { summary: "The organizations the caller is a member of, oldest first" },
        responseSchema: z.array(modelReference("organization")),
      },
    },
    async (ctx) => {
      const session = await requireSession(ctx);
      return listOrganizationsOfUser(ctx.context.adapter, session.user.id);
    },
  );
}
