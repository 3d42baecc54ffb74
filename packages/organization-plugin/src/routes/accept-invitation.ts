import { createAuthEndpoint, modelReference } from "@tollgate/auth-server";
import { z } from "zod";
import type { InvitationRow, MemberRow } from "../adapter";
import { requireStoredSession, updateCallerSession } from "../caller-session";
import { requireInviterStaysAndNewcomer } from "../invitation-reads";
import { openInvitationFor, openInvitationWhere } from "../invitation-recipient";
import { invitationTeamIds, joinInvitationTeams } from "../invitation-teams";
import { refuseDuplicateMember, requireFreeSeat } from "../member-joining";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { emitOrganizationEvent } from "../organization-events";
import { lockOrganization } from "../organization-lock";

/** The accepted invitation and the member it made. */
const acceptInvitationAnswer = z.strictObject({
  invitation: modelReference("invitation"),
  member: modelReference("member"),
});

export type AcceptInvitationEndpoint = ReturnType<typeof createAcceptInvitation>;

/**
 * POST /organization/accept-invitation {invitationId} → {invitation, member}; the organization
 * becomes the caller's active one. Only the invitee, with a verified email (unless
 * requireEmailVerificationOnInvitation is off), only an open invitation, only while the inviter
 * is still a member and the organization is under its membership limit. The caller joins the
 * teams the invitation names (a teamMember row each); with exactly one, it becomes the session's
 * active team, as in Better Auth.
 *
 * The claim is a conditional update (pending → accepted) inside the transaction that writes the
 * member: of any number of concurrent accepts exactly one matches the row and makes a member;
 * the others find it no longer pending (400 'Invitation not found'), and a failure after the
 * claim rolls it back. The organization's row is locked first, so accepts by different people
 * count members one at a time and cannot overshoot the membership limit together.
 */
export function createAcceptInvitation(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/accept-invitation",
    {
      method: "POST",
      body: z.object({ invitationId: z.string().min(1) }),
      metadata: {
        openapi: { summary: "Accept an invitation: the caller joins the organization" },
        responseSchema: acceptInvitationAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireStoredSession(ctx);
      const invitation = await openInvitationFor(context.adapter, body.invitationId, session.user, {
        verifiedEmail: options.requireEmailVerificationOnInvitation,
        unverified: "EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION",
      });
      const { organizationId } = invitation;
      const teamIds = invitationTeamIds(invitation.teamId);
      const onlyTeam = teamIds.length === 1 ? (teamIds[0] ?? null) : null;
      await options.hooks.beforeAcceptInvitation?.({ invitation, user: session.user });
      const accepted = await context.internalAdapter
        .transaction(async (trx) => {
          await lockOrganization(trx.adapter, organizationId);
          const claimed = await trx.updateRecord<InvitationRow>(
            "invitation",
            openInvitationWhere(invitation.id),
            { status: "accepted" },
          );
          if (!claimed) throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND");
          const payload = { invitationId: claimed.id, role: claimed.role };
          const accepted = { subject: session.user.id, payload, change: trx };
          await emitOrganizationEvent(
            context,
            "organization.invitation-accepted",
            organizationId,
            accepted,
          );
          await requireInviterStaysAndNewcomer(
            trx.adapter,
            organizationId,
            invitation.inviterId,
            session.user.id,
          );
          await requireFreeSeat(trx.adapter, organizationId, options.membershipLimit);
          const member = await trx.createRecord<MemberRow>("member", {
            organizationId,
            userId: session.user.id,
            role: invitation.role,
            teamId: onlyTeam,
          });
          await joinInvitationTeams(trx, organizationId, member.userId, teamIds);
          const added = { subject: member.userId, payload: { role: member.role }, change: trx };
          await emitOrganizationEvent(context, "organization.member-added", organizationId, added);
          return { invitation: claimed, member };
        })
        .catch(refuseDuplicateMember);
      await updateCallerSession(ctx, session, {
        activeOrganizationId: organizationId,
        activeTeamId: onlyTeam,
      });
      await options.hooks.afterAcceptInvitation?.({ ...accepted, user: session.user });
      return accepted;
    },
  );
}
