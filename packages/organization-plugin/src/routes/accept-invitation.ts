import {
  createAuthEndpoint,
  modelReference,
  type Row,
  refreshSessionCache,
  type Session,
} from "@tollgate/auth-server";
import { z } from "zod";
import type { InvitationRow, MemberRow } from "../adapter";
import { requireStoredSession } from "../caller-session";
import { requireInviterStaysAndNewcomer } from "../invitation-reads";
import { isOpen, openInvitationFor, openInvitationWhere } from "../invitation-recipient";
import {
  invitationTeamIds,
  newTeamPlaces,
  requireTeamsAmong,
  teamPlacesRead,
  teamsRead,
} from "../invitation-teams";
import {
  memberCountRead,
  membershipsOfRead,
  refuseDuplicateMember,
  requireFreeSeat,
} from "../member-joining";
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
      const { token } = session.session;
      const teamIds = invitationTeamIds(invitation.teamId);
      const onlyTeam = teamIds.length === 1 ? (teamIds[0] ?? null) : null;
      await options.hooks.beforeAcceptInvitation?.({ invitation, user: session.user });
      const userId = session.user.id;
      const joined = await context.internalAdapter
        .transaction(async (trx) => {
          await lockOrganization(trx.adapter, organizationId);
          // Under the lock: the invitation as it is now, the inviter's and the invitee's
          // memberships, the member count, and the teams named with the invitee's places in them.
          const current = {
            findOne: { model: "invitation", where: [{ field: "id", value: invitation.id }] },
          };
          const memberships = membershipsOfRead(organizationId, [invitation.inviterId, userId]);
          const count = memberCountRead(organizationId);
          const [stored, members, memberCount, teams, places] =
            teamIds.length > 0
              ? await trx.adapter.readAll([
                  current,
                  memberships,
                  count,
                  teamsRead(teamIds),
                  teamPlacesRead(userId, teamIds),
                ])
              : [...(await trx.adapter.readAll([current, memberships, count])), [], []];
          // A row of the invitation table.
          if (!stored || !isOpen(stored as InvitationRow))
            throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND");
          const payload = { invitationId: invitation.id, role: invitation.role };
          const acceptedEvent = { subject: userId, payload, change: trx };
          await emitOrganizationEvent(
            context,
            "organization.invitation-accepted",
            organizationId,
            acceptedEvent,
          );
          requireInviterStaysAndNewcomer(members, invitation.inviterId, userId);
          requireFreeSeat(memberCount, options.membershipLimit);
          requireTeamsAmong(teams, organizationId, teamIds);
          const member = { organizationId, userId, role: invitation.role, teamId: onlyTeam };
          const active = { activeOrganizationId: organizationId, activeTeamId: onlyTeam };
          const answers = await trx.writeRecords([
            {
              update: {
                model: "invitation",
                where: openInvitationWhere(invitation.id),
                data: { status: "accepted" },
              },
            },
            { create: { model: "member", data: member } },
            ...newTeamPlaces(userId, teamIds, places),
            {
              update: { model: "session", where: [{ field: "token", value: token }], data: active },
            },
          ]);
          // The claim's rows (a concurrent cancel or reject leaves none: all is rolled back),
          // the member created, and the caller's session as updated.
          const [claimed] = answers[0] as InvitationRow[];
          if (!claimed) throw organizationError("BAD_REQUEST", "INVITATION_NOT_FOUND");
          const made = answers[1] as MemberRow;
          const added = { subject: made.userId, payload: { role: made.role }, change: trx };
          await emitOrganizationEvent(context, "organization.member-added", organizationId, added);
          const [activeSession] = answers.at(-1) as Row[];
          return { invitation: claimed, member: made, activeSession };
        })
        .catch(refuseDuplicateMember);
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
