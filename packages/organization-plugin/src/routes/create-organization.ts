import {
  createAuthEndpoint,
  getCurrentSession,
  modelReference,
  UniqueConstraintError,
  type User,
} from "@tollgate/auth-server";
import { z } from "zod";
import {
  countOrganizationsOfUser,
  findOrganizationBySlug,
  type MemberRow,
  type OrganizationRow,
} from "../adapter";
import { recordWith } from "../answers";
import { updateCallerSession } from "../caller-session";
import { callerSessionWrite, refreshCallerSessionFrom } from "../caller-session-write";
import { organizationName, organizationSlug } from "../name-limits";
import type { ResolvedOrganizationOptions } from "../options";
import { organizationError } from "../organization-error";
import { changeWithEvent, emitOrganizationEvent } from "../organization-events";

export const createOrganizationBody = z.object({
  name: organizationName,
  slug: organizationSlug,
  userId: z.string().optional(),
  logo: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  keepCurrentActiveOrganization: z.boolean().optional(),
});

/** The new organization with its only member so far, the creator. */
const createOrganizationAnswer = recordWith("organization", {
  members: z.array(modelReference("member")).length(1),
});

const slugInUse = () => organizationError("BAD_REQUEST", "ORGANIZATION_ALREADY_EXISTS", "slug");

/** An insert that lost the slug's unique index (taken before, or by a concurrent create). */
function refuseSlugInUse(error: unknown): never {
  if (error instanceof UniqueConstraintError && error.isOn("organization", "slug"))
    throw slugInUse();
  throw error;
}

export type CreateOrganizationEndpoint = ReturnType<typeof createCreateOrganization>;

/**
 * POST /organization/create {name, slug, userId?, logo?, metadata?, keepCurrentActiveOrganization?}
 * → the organization with `members: [creator]`. The creator gets the creator role (owner); the
 * organization and that member are written in one transaction. `userId` names the creator only
 * in server calls (auth.api without headers); a browser call needs a session.
 */
export function createCreateOrganization(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/create",
    {
      method: "POST",
      body: createOrganizationBody,
      metadata: {
        openapi: { summary: "Create an organization; the caller becomes its owner" },
        responseSchema: createOrganizationAnswer,
      },
    },
    async (ctx) => {
      const { body, context } = ctx;
      const session = await getCurrentSession(ctx, { disableCookieCache: true });
      const isServerCall = !session && !ctx.request && !ctx.headers;
      let user: User | null = session?.user ?? null;
      if (session && body.userId !== undefined && body.userId !== session.user.id)
        throw organizationError("FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION");
      if (!user && isServerCall && body.userId)
        user = await context.internalAdapter.findUserById(body.userId);
      if (!user) throw organizationError("UNAUTHORIZED", "USER_NOT_FOUND");
      if (!isServerCall && !(await options.allowUserToCreateOrganization(user)))
        throw organizationError("FORBIDDEN", "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION");
      const countOrganizations = () => countOrganizationsOfUser(context.adapter, user.id);
      if (await options.isOrganizationLimitReached(user, countOrganizations))
        throw organizationError(
          "FORBIDDEN",
          "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
        );
      // The slug's unique index refuses a slug in use (below); read first only so that the
      // app's hook never sees an organization whose slug is taken.
      const hook = options.hooks.beforeCreateOrganization;
      if (hook && (await findOrganizationBySlug(context.adapter, body.slug))) throw slugInUse();
      const creator = user;
      await hook?.({
        organization: {
          name: body.name,
          slug: body.slug,
          logo: body.logo,
          metadata: body.metadata,
        },
        user: creator,
      });
      // The caller's session switches to the new organization in the same batch (one statement
      // on PostgreSQL), unless the app's afterCreateOrganization hook must run before it does.
      const activate = session && !body.keepCurrentActiveOrganization ? session : null;
      const afterHook = options.hooks.afterCreateOrganization;
      const organizationId = context.generateId();
      const { organization, member, sessions } = await changeWithEvent(
        context,
        async (writer) => {
          const [organization, member, sessions] = await writer.writeRecords([
            {
              create: {
                model: "organization",
                data: {
                  id: organizationId,
                  name: body.name,
                  slug: body.slug,
                  logo: body.logo ?? null,
                  metadata: body.metadata ?? null,
                },
              },
            },
            {
              create: {
                model: "member",
                data: ([created]) => ({
                  organizationId: created?.id,
                  userId: creator.id,
                  role: options.creatorRole,
                }),
              },
            },
            ...(activate && !afterHook
              ? [
                  callerSessionWrite(activate, {
                    activeOrganizationId: organizationId,
                    activeTeamId: null,
                  }),
                ]
              : []),
          ]);
          // writeRecords answers the created rows of each record's model, then the updated sessions.
          return {
            organization: organization as OrganizationRow,
            member: member as MemberRow,
            sessions: Array.isArray(sessions) ? sessions : null,
          };
        },
        ({ organization }, writer) =>
          emitOrganizationEvent(context, "organization.created", organization.id, {
            subject: creator.id,
            change: writer,
          }),
      ).catch(refuseSlugInUse);
      await afterHook?.({ organization, member, user: creator });
      // A database hook may have given the organization another id than the one activated.
      if (activate && sessions && organization.id === organizationId)
        await refreshCallerSessionFrom(ctx, activate, sessions);
      else if (activate)
        await updateCallerSession(ctx, activate, {
          activeOrganizationId: organization.id,
          activeTeamId: null,
        });
      return { ...organization, members: [member] };
    },
  );
}
