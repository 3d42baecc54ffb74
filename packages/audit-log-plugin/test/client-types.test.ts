import { type AuthClientPlugin, createAuthClient } from "@tollgate/auth-client-react";
import { describe, expectTypeOf, it } from "vitest";
import { auditLogClient } from "../src/client";
import type { AuditEvent } from "../src/index";

// Built but never called: checked by tsc (`expectTypeOf`).
const client = createAuthClient({ baseURL: "http://localhost:3000", plugins: [auditLogClient()] });

type DataOf<M extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<M>>["data"]
>;

describe("auditLogClient() in @tollgate/auth-client-react's types", () => {
  it("satisfies AuthClientPlugin", () => {
    expectTypeOf(auditLogClient()).toMatchTypeOf<AuthClientPlugin>();
  });

  it("lists own, admin and organization events with typed queries and pages", () => {
    expectTypeOf(client.audit.listEvents).toBeFunction();
    expectTypeOf(client.admin.listAuditEvents).toBeFunction();
    expectTypeOf(client.organization.listAuditEvents).toBeFunction();
    type Page = Exclude<DataOf<typeof client.audit.listEvents>, Response>;
    expectTypeOf<Page["events"][number]["id"]>().toEqualTypeOf<AuditEvent["id"]>();
    expectTypeOf<Page["total"]>().toEqualTypeOf<number>();
    type Codes = keyof typeof client.$ERROR_CODES;
    expectTypeOf<"YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS">().toMatchTypeOf<Codes>();
  });
});
