import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import {
  type Order,
  orderWireSchema,
  type Subscription,
  subscriptionWireSchema,
  toClient,
} from "@tollgate/billing-types";
import { z } from "zod";
import { ordersPageAnswer, subscriptionsPageAnswer } from "../answers";
import { customerOfCaller } from "../customers/customer-of-caller";
import type { ResolvedBillingOptions } from "../options";
import type { PlatformClient } from "../platform/platform-client";
import { platformFailure } from "../platform/platform-failure";

const pageQuery = {
  referenceId: z.string().optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
};

/** A page of a list in client form: `{ items, pagination: { totalCount, maxPage } }`. */
export interface Page<T> {
  items: T[];
  pagination: { totalCount: number; maxPage: number };
}

export type CustomerOrdersEndpoint = ReturnType<typeof createCustomerOrders>;
export type CustomerSubscriptionsEndpoint = ReturnType<typeof createCustomerSubscriptions>;

/** GET /customer/orders/list ?page&limit → the signed-in customer's orders, newest first. */
export function createCustomerOrders(options: ResolvedBillingOptions, platform: PlatformClient) {
  return createAuthEndpoint(
    "/customer/orders/list",
    {
      method: "GET",
      query: z.object(pageQuery).optional(),
      metadata: {
        openapi: { summary: "A page of the customer's orders, newest first" },
        responseSchema: ordersPageAnswer,
      },
    },
    async (ctx): Promise<Page<Order>> => {
      const session = await requireSession(ctx);
      const { referenceId, page, limit } = ctx.query ?? {};
      const customer = await customerOfCaller(ctx.context, options, session, referenceId, "read");
      try {
        const answer = await platform.listOrders(customer.externalId, { page, limit });
        return {
          items: answer.items.map((item) => toClient("order", orderWireSchema.parse(item))),
          pagination: paginationOf(answer.pagination),
        };
      } catch (error) {
        throw platformFailure(ctx.context, "ORDERS_LIST_FAILED", error);
      }
    },
  );
}

/** GET /customer/subscriptions/list ?page&limit&active → the signed-in customer's subscriptions. */
export function createCustomerSubscriptions(
  options: ResolvedBillingOptions,
  platform: PlatformClient,
) {
  return createAuthEndpoint(
    "/customer/subscriptions/list",
    {
      method: "GET",
      query: z.object({ ...pageQuery, active: z.enum(["true", "false"]).optional() }).optional(),
      metadata: {
        openapi: { summary: "A page of the customer's subscriptions" },
        responseSchema: subscriptionsPageAnswer,
      },
    },
    async (ctx): Promise<Page<Subscription>> => {
      const session = await requireSession(ctx);
      const { referenceId, page, limit, active } = ctx.query ?? {};
      const customer = await customerOfCaller(ctx.context, options, session, referenceId, "read");
      try {
        const answer = await platform.listSubscriptions(customer.externalId, {
          page,
          limit,
          ...(active === undefined ? {} : { active: active === "true" }),
        });
        return {
          items: answer.items.map((item) =>
            toClient("subscription", subscriptionWireSchema.parse(item)),
          ),
          pagination: paginationOf(answer.pagination),
        };
      } catch (error) {
        throw platformFailure(ctx.context, "SUBSCRIPTIONS_LIST_FAILED", error);
      }
    },
  );
}

function paginationOf(pagination: { total_count: number; max_page: number }) {
  return { totalCount: pagination.total_count, maxPage: pagination.max_page };
}
