import type { AuthContext, SessionWithUser } from "@tollgate/auth-server";
import { isMember } from "../adapter";
import { billingError } from "../billing-error";
import type { ResolvedBillingOptions } from "../options";
import type { CustomerIdentity } from "./ensure-customer";

interface OrganizationRow extends Record<string, unknown> {
  id: string;
  name: string;
}

/**
 * The platform customer a signed-in caller acts for: themselves, or — with
 * `customerFor: "organization"` — the organization named by `referenceId` (else their active
 * one), once their membership is checked (403 otherwise).
 */
export async function customerOfCaller(
  context: AuthContext,
  options: ResolvedBillingOptions,
  session: SessionWithUser,
  referenceId: string | undefined,
): Promise<CustomerIdentity> {
  const { user } = session;
  if (options.customerFor === "user") {
    return { externalId: user.id, email: user.email, name: user.name };
  }
  // @tollgate/organization-plugin adds activeOrganizationId to sessions; the core's type lacks it.
  const active = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  const organizationId = referenceId ?? active ?? undefined;
  if (!organizationId) throw billingError("BAD_REQUEST", "REFERENCE_ID_IS_REQUIRED", "referenceId");
  if (!(await isMember(context.adapter, organizationId, user.id)))
    throw billingError("FORBIDDEN", "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION", "referenceId");
  const organization = await context.adapter.findOne<OrganizationRow>({
    model: "organization",
    where: [{ field: "id", value: organizationId }],
  });
  return { externalId: organizationId, email: user.email, name: organization?.name ?? null };
}
