import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import { findOrganizationBySlug } from "../adapter";
import { organizationError } from "../organization-error";

/** Only a free slug answers 200; a taken one is an error. */
const checkSlugAnswer = z.strictObject({ status: z.literal(true) });

export type CheckSlugEndpoint = ReturnType<typeof createCheckSlug>;

/** POST /organization/check-slug {slug} → {status: true}, or 400 'slug is taken'. */
export function createCheckSlug() {
  return createAuthEndpoint(
    "/organization/check-slug",
    {
      method: "POST",
      body: z.object({ slug: z.string().min(1) }),
      metadata: {
        openapi: { summary: "Whether an organization slug is free (400 when it is taken)" },
        responseSchema: checkSlugAnswer,
      },
    },
    async (ctx) => {
      await requireSession(ctx);
      if (await findOrganizationBySlug(ctx.context.adapter, ctx.body.slug))
        throw organizationError("BAD_REQUEST", "SLUG_IS_TAKEN", "slug");
      return { status: true };
    },
  );
}
