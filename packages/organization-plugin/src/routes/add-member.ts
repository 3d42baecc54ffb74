import { createAuthEndpoint, SERVER_ONLY } from "@tollgate/auth-server";
import { z } from "zod";
import type { MemberRow } from "../adapter";
import { type Guard, writeGuarded } from "../guarded-writes";
import { joinGuards, refuseDuplicateMember } from "../member-joining";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { changeWithEvent, emitOrganizationEvent } from "../organization-events";
import { roleInput, storedRole } from "../role-input";
import { organizationRow } from "../team-name";

export const addMemberBody = z.object({
  userId: z.string().min(1),
  role: roleInput,
  organizationId: z.string().min(1),
  teamId: z.string().optional(),
});

export type AddMemberEndpoint = ReturnType<typeof createAddMember>;

/**
 * auth.api.addMember {userId, role, organizationId, teamId?} → the member. Server-only (never
 * routed over HTTP). Refuses a user already a member, and a full organization (membership limit,
 * counted after locking the organization's row, so concurrent adds cannot overshoot it).
 */
export function createAddMember(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/add-member",
    { method: "POST", body: addMemberBody, metadata: SERVER_ONLY },
    async (ctx) => {
      const { context, body } = ctx;
      const role = storedRole(body.role, options);
      const { organizationId, userId } = body;
      const data = { organizationId, userId, role };
      const userRow = { model: "user", where: [{ field: "id", value: userId }] };
      const { beforeAddMember } = options.hooks;
      // With a before hook, the organization and the user are checked before it runs; all is
      // checked again where it is written, after locking the organization's row, in the order
      // of the refusals (one round trip on PostgreSQL).
      if (beforeAddMember) {
        const [organization, user] = await context.adapter.readAll([
          { findOne: organizationRow(organizationId) },
          { findOne: userRow },
        ]);
        if (!organization) throw organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND");
        if (!user) throw organizationError("BAD_REQUEST", "USER_NOT_FOUND", "userId");
        await beforeAddMember({ member: data });
      }
      const guards: Guard[] = [
        {
          condition: { exists: organizationRow(organizationId) },
          refusal: () => organizationError("BAD_REQUEST", "ORGANIZATION_NOT_FOUND"),
        },
        {
          condition: { exists: userRow },
          refusal: () => organizationError("BAD_REQUEST", "USER_NOT_FOUND", "userId"),
        },
        ...joinGuards(organizationId, userId, options.membershipLimit),
      ];
      const create = { model: "member", data: { ...data, teamId: body.teamId ?? null } };
      const member = await changeWithEvent(
        context,
        async (writer) => {
          const [made] = await writeGuarded(writer, {
            lock: organizationRow(organizationId),
            guards,
            writes: [{ create }],
          });
          // The created row of the member model.
          return made as MemberRow;
        },
        (made, writer) =>
          emitOrganizationEvent(context, "organization.member-added", organizationId, {
            subject: made.userId,
            payload: { role },
            change: writer,
          }),
      ).catch(refuseDuplicateMember);
      await options.hooks.afterAddMember?.({ member });
      return member;
    },
  );
}
