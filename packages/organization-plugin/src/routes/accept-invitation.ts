import {
  createAuthEndpoint,
  modelReference,
  type Row,
  refreshSessionCache,
  type Session,
} from "@tollgate/auth-server";
import { z } from "zod";
import { type InvitationRow, type MemberRow, memberWhere } from "../adapter";
import { requireStoredSession } from "../caller-session";
import { type Guard, type GuardedWrite, writeGuarded } from "../guarded-writes";
import { openInvitationWhere, requireOpenInvitationFor } from "../invitation-recipient";
import { invitationTeamIds, newTeamPlaces, teamGuard } from "../invitation-teams";
import { joinGuards, refuseDuplicateMember } from "../member-joining";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { changeWithEvent, emitOrganizationEvent } from "../organization-events";
import { organizationRow } from "../team-name";

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
 * The checks that must hold when the member is written (the invitation still open, its inviter
 * still a member, the caller not one yet, a free seat, the teams) are read after locking the
 * organization's row, and the claim (pending → accepted), the member, its team places and the
 * session's active organization are written only when all hold, in one round trip on PostgreSQL
 * (guarded-writes.ts): of any number of concurrent accepts exactly one claims the invitation and
 * makes a member, the others find it no longer pending (400 'Invitation not found'); accepts by
 * different people count members one at a time and cannot overshoot the membership limit
 * together; a reject or cancel of the invitation at the same moment (invitation-settling.ts) wins
 * or loses as a whole.
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
      const userId = session.user.id;
      const { token } = session.session;
      // The invitation with the caller's team places (kept when an invitation names a team
      // they are in): one statement.
      const [found, places] = await context.adapter.readAll([
        { findOne: { model: "invitation", where: [{ field: "id", value: body.invitationId }] } },
        { find: { model: "teamMember", where: [{ field: "userId", value: userId }] } },
      ]);
      // A row of the invitation table.
      const invitation = requireOpenInvitationFor(found as InvitationRow | null, session.user, {
        verifiedEmail: options.requireEmailVerificationOnInvitation,
        unverified: "EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION",
      });
      const { organizationId } = invitation;
      const teamIds = invitationTeamIds(invitation.teamId);
      const onlyTeam = teamIds.length === 1 ? (teamIds[0] ?? null) : null;
      await options.hooks.beforeAcceptInvitation?.({ invitation, user: session.user });
      // Read after locking the organization, in the order of the refusals: the invitation still
      // open (of concurrent accepts, one claims it), its inviter still a member, the caller not
      // one yet, a free seat, the teams still there.
      const guards: Guard[] = [
        {
          condition: { exists: organizationRow(organizationId) },
          refusal: () => organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND"),
        },
        {
          condition: { exists: { model: "invitation", where: openInvitationWhere(invitation.id) } },
          refusal: () => organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND"),
        },
        {
          condition: {
            exists: { model: "member", where: memberWhere(organizationId, invitation.inviterId) },
          },
          refusal: () =>
            organizationError("BAD_REQUEST", "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION"),
        },
        ...joinGuards(organizationId, userId, options.membershipLimit),
        ...teamIds.map((teamId) => teamGuard(organizationId, teamId)),
      ];
      const member = { organizationId, userId, role: invitation.role, teamId: onlyTeam };
      const active = { activeOrganizationId: organizationId, activeTeamId: onlyTeam };
      const claim = { model: "invitation", where: openInvitationWhere(invitation.id) };
      const writes: GuardedWrite[] = [
        { update: { ...claim, data: { status: "accepted" } } },
        { create: { model: "member", data: member } },
        ...newTeamPlaces(userId, teamIds, places),
        { update: { model: "session", where: [{ field: "token", value: token }], data: active } },
      ];
      const joined = await changeWithEvent(
        context,
        async (writer) => {
          const answers = await writeGuarded(writer, {
            lock: organizationRow(organizationId),
            guards,
            writes,
          });
          // The claimed invitation, the member created, the caller's session as updated.
          const [claimed] = answers[0] as InvitationRow[];
          const [activeSession] = answers.at(-1) as Row[];
          return {
            invitation: claimed as InvitationRow,
            member: answers[1] as MemberRow,
            activeSession,
          };
        },
        async ({ member: made }, writer) => {
          const payload = { invitationId: invitation.id, role: invitation.role };
          const accepted = { subject: userId, payload, change: writer };
          await emitOrganizationEvent(
            context,
            "organization.invitation-accepted",
            organizationId,
            accepted,
          );
          const added = { subject: made.userId, payload: { role: made.role }, change: writer };
          await emitOrganizationEvent(context, "organization.member-added", organizationId, added);
        },
      ).catch(refuseDuplicateMember);
      if (joined.activeSession)
        await refreshSessionCache(ctx, {
          // The caller's session row as updated.
          session: joined.activeSession as Session & Row,
          user: session.user,
        });
      const accepted = { invitation: joined.invitation, member: joined.member };
      await options.hooks.afterAcceptInvitation?.({ ...accepted, user: session.user });
      return accepted;
    },
  );
}
