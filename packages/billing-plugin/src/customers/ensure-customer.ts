import type { PlatformClient } from "../platform/platform-client";
import { isPlatformError } from "../platform/platform-error";

export interface CustomerIdentity {
  /** The user's id, or the organization's with `customerFor: "organization"`. */
  externalId: string;
  email: string;
  name: string | null;
  metadata?: Record<string, string | number | boolean> | undefined;
}

/**
 * The platform customer with this external id, made now if it does not exist (a sign-up made
 * while the platform was down, a user from before the plugin). A lost race with another
 * request making it too (the platform refuses the second) is fine once the customer exists.
 */
export async function ensureCustomer(
  platform: PlatformClient,
  customer: CustomerIdentity,
): Promise<void> {
  try {
    await platform.getCustomerByExternalId(customer.externalId);
    return;
  } catch (error) {
    if (!isPlatformError(error) || error.code !== "PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND")
      throw error;
  }
  try {
    await createCustomer(platform, customer);
  } catch (error) {
    if (!isPlatformError(error) || error.code !== "PAYMENTS_PLATFORM_REFUSED_THE_REQUEST")
      throw error;
    await platform.getCustomerByExternalId(customer.externalId);
  }
}

export function createCustomer(platform: PlatformClient, customer: CustomerIdentity) {
  return platform.createCustomer({
    type: "individual",
    email: customer.email,
    name: customer.name,
    external_id: customer.externalId,
    ...(customer.metadata ? { metadata: customer.metadata } : {}),
  });
}
