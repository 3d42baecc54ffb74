import { createAuthEndpoint } from "@tollgate/auth-server";
import { z } from "zod";
import { roleAllows } from "../access/role-allows";
import { requireSessionForOrganization } from "../caller-session";
import { requireMembership, targetOrganizationId } from "../membership";
import type { ResolvedOrganizationOptions } from "../options";

const permissionRequest = z.record(z.string(), z.array(z.string()));

export const hasPermissionBody = z.object({
  permissions: permissionRequest,
  organizationId: z.string().optional(),
});

/** Better Auth's shape: `error` is always null here; a refusal is an error answer instead. */
const hasPermissionAnswer = z.strictObject({ error: z.null(), success: z.boolean() });

export type HasPermissionEndpoint = ReturnType<typeof createHasPermission>;

/**
 * POST /organization/has-permission {permissions, organizationId?} → {error: null, success}:
 * whether the caller's role in the organization (read from the database) allows all of it.
 */
export function createHasPermission(options: ResolvedOrganizationOptions) {
  return createAuthEndpoint(
    "/organization/has-permission",
    {
      method: "POST",
      body: hasPermissionBody,
      metadata: {
        openapi: {
          summary: "Whether the caller's role in the organization allows the permissions",
        },
        responseSchema: hasPermissionAnswer,
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const session = await requireSessionForOrganization(ctx, body.organizationId);
      const organizationId = targetOrganizationId(session, body.organizationId);
      const member = await requireMembership(context.adapter, organizationId, session.user.id);
      const success = roleAllows({
        role: member.role,
        permissions: body.permissions,
        roles: options.roles,
      });
      return { error: null, success };
    },
  );
}
