import { createAuthEndpoint } from "@tollgate/auth-server";
import { findMember } from "../adapter";
import { memberWithUserAnswer } from "../answers";
import { requireStoredSession } from "../caller-session";
import { targetOrganizationId } from "../membership";
import { organizationError } from "../organization-error";

export type GetActiveMemberEndpoint = ReturnType<typeof createGetActiveMember>;

/**
 * GET /organization/get-active-member → the caller's member record (with its user) in the
 * active organization, read from the database: 400 'No active organization', or 400 'Member not
 * found' once the caller is no longer a member.
 */
export function createGetActiveMember() {
  return createAuthEndpoint(
    "/organization/get-active-member",
    {
      method: "GET",
      metadata: {
        openapi: {
          summary: "The caller's member record in the active organization, with its user",
        },
        responseSchema: memberWithUserAnswer,
      },
    },
    async (ctx) => {
      const session = await requireStoredSession(ctx);
      const organizationId = targetOrganizationId(session, undefined);
      const member = await findMember(ctx.context.adapter, organizationId, session.user.id);
      if (!member) throw organizationError("BAD_REQUEST", "MEMBER_NOT_FOUND");
      const { id, name, email, image } = session.user;
      return { ...member, user: { id, name, email, image: image ?? null } };
    },
  );
}
