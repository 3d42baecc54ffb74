import {
  type AuthContext,
  type DatabaseHooks,
  getCurrentSession,
  type HookContext,
  type ModelHooks,
  type User,
} from "@tollgate/auth-server";
import type { ResolvedBillingOptions } from "../options";
import type { PlatformClient } from "../platform/platform-client";
import { describePlatformError, isPlatformError } from "../platform/platform-error";
import { createCustomer } from "./ensure-customer";

interface OrganizationRow extends Record<string, unknown> {
  id: string;
  name: string;
}

type Logger = AuthContext["logger"];

/** The rows' ids whose name or email (organization: name) an update is about to change. */
const idsOf = (where: readonly { field: string; value: unknown }[] | undefined) =>
  (where ?? []).filter((clause) => clause.field === "id").map((clause) => String(clause.value));

/**
 * Keeps the platform's customers in step with users (or organizations): made after sign-up
 * (external id = the user's id), updated when the name or email changes, deleted with the user.
 * These run after the write has committed and never undo it: when the platform cannot be
 * reached (after the client's retries) the failure is logged, the user stays, and the customer
 * is made when it is next needed (checkout, portal, state: `ensureCustomer`).
 */
export function customerSyncHooks(
  options: ResolvedBillingOptions,
  platform: PlatformClient,
  logger: () => Logger,
): DatabaseHooks {
  const changing = new Set<string>();
  const failed = (what: string, id: string) => (error: unknown) => {
    const message = `billing: the platform customer of ${id} was not ${what}`;
    const later = "it is made or brought in step when next needed";
    // An outage or a refusal is an expected event: one line with the platform's answer. Anything
    // else is a bug, logged with its stack.
    if (isPlatformError(error))
      logger().error(`${message}: ${describePlatformError(error)}; ${later}`);
    else logger().error(`${message}; ${later}`, error);
  };
  const notFound = (error: unknown) =>
    isPlatformError(error) && error.code === "PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND";

  const rememberChange =
    (fields: string[]) =>
    (
      data: Record<string, unknown>,
      _ctx: HookContext | null,
      write: { where: readonly { field: string; value: unknown }[] | undefined },
    ) => {
      if (fields.some((field) => field in data))
        for (const id of idsOf(write.where)) changing.add(id);
    };

  if (options.customerFor === "organization") {
    return {
      organization: {
        create: {
          async after(record, ctx) {
            // A row of @tollgate/organization-plugin's organization table: id and name required.
            const organization = record as OrganizationRow;
            const session = ctx ? await getCurrentSession(ctx) : null;
            if (!session) return;
            await createCustomer(platform, {
              externalId: organization.id,
              email: session.user.email,
              name: organization.name,
            }).catch(failed("created", `organization ${organization.id}`));
          },
        },
        update: {
          before: rememberChange(["name"]),
          async after(record) {
            // A row of @tollgate/organization-plugin's organization table: id and name required.
            const organization = record as OrganizationRow;
            if (!changing.delete(organization.id)) return;
            await platform
              .updateCustomerByExternalId(organization.id, { name: organization.name })
              .catch(failed("updated", `organization ${organization.id}`));
          },
        },
        delete: {
          async after(record) {
            const id = String(record.id);
            await platform
              .deleteCustomerByExternalId(id)
              .catch((error) =>
                notFound(error) ? undefined : failed("deleted", `organization ${id}`)(error),
              );
          },
        },
      },
    };
  }

  const userHooks: ModelHooks<User> = {
    create: {
      async after(user: User) {
        const extra = await options.getCustomerCreateParams?.({ user });
        await createCustomer(platform, {
          externalId: user.id,
          email: user.email,
          name: user.name,
          metadata: extra?.metadata,
        }).catch(failed("created", `user ${user.id}`));
      },
    },
    update: {
      before: rememberChange(["name", "email"]),
      async after(user: User) {
        if (!changing.delete(user.id)) return;
        await platform
          .updateCustomerByExternalId(user.id, { email: user.email, name: user.name })
          .catch(async (error) => {
            if (!notFound(error)) return failed("updated", `user ${user.id}`)(error);
            await createCustomer(platform, {
              externalId: user.id,
              email: user.email,
              name: user.name,
            }).catch(failed("created", `user ${user.id}`));
          });
      },
    },
    delete: {
      async after(user: User) {
        await platform
          .deleteCustomerByExternalId(user.id)
          .catch((error) =>
            notFound(error) ? undefined : failed("deleted", `user ${user.id}`)(error),
          );
      },
    },
  };
  return { user: userHooks };
}
