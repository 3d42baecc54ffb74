import { type RequestContext, requireScope, type SessionWithUser } from "@tollgate/auth-server";
import { findMemberRole } from "../adapter";
import { billingError } from "../billing-error";
import type { BillingErrorCode } from "../error-codes";
import type { ResolvedBillingOptions } from "../options";
import type { CustomerIdentity } from "./ensure-customer";
import { type BillingAction, memberMayBill } from "./organization-access";

interface OrganizationRow extends Record<string, unknown> {
  id: string;
  name: string;
}

/** The refusal of a member whose role does not allow the action. */
const REFUSALS: Record<BillingAction, BillingErrorCode> = {
  read: "YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION",
  manage: "YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION",
};

/**
 * The platform customer a signed-in caller acts for: themselves, or — with
 * `customerFor: "organization"` — the organization named by `referenceId` (else their active
 * one), once their membership is checked (403 otherwise) and, when `action` is given, that
 * their role allows it on the organization's `billing` resource (403 otherwise). Without
 * `action` any member may (the customer state). A session made from a credential with a scope
 * (an API key's permissions) must hold `billing: [action]` too, for a user's billing as well.
 */
export async function customerOfCaller(
  context: RequestContext,
  options: ResolvedBillingOptions,
  session: SessionWithUser,
  referenceId: string | undefined,
  action?: BillingAction,
): Promise<CustomerIdentity> {
  const { user } = session;
  if (action) requireScope(context, { billing: [action] });
  if (options.customerFor === "user") {
    return { externalId: user.id, email: user.email, name: user.name };
  }
  // @tollgate/organization-plugin adds activeOrganizationId to sessions; the core's type lacks it.
  const active = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  const organizationId = referenceId ?? active ?? undefined;
  if (!organizationId) throw billingError("BAD_REQUEST", "REFERENCE_ID_IS_REQUIRED", "referenceId");
  const role = await findMemberRole(context.adapter, organizationId, user.id);
  if (role === null)
    throw billingError("FORBIDDEN", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "referenceId");
  if (action && !(await memberMayBill(context.plugins, role, action)))
    throw billingError("FORBIDDEN", REFUSALS[action], "referenceId");
  const organization = await context.adapter.findOne<OrganizationRow>({
    model: "organization",
    where: [{ field: "id", value: organizationId }],
  });
  return { externalId: organizationId, email: user.email, name: organization?.name ?? null };
}
