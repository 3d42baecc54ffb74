import { createAuthClient } from "@tollgate/auth-client-react";
import { describe, expectTypeOf, it } from "vitest";
import { organizationClient } from "../src/client";

type DataOf<M extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<M>>["data"]
>;

// Built but never called: these tests are checked by tsc (`expectTypeOf`). No server type is
// given: organizationClient() carries the server plugin's session fields.
const client = createAuthClient({
  baseURL: "http://localhost:3000",
  plugins: [organizationClient()],
});

describe("the session's fields from organizationClient() alone", () => {
  it("session.activeOrganizationId is typed on getSession, the store and useSession", () => {
    type Session = DataOf<typeof client.getSession>;
    expectTypeOf<Session["session"]>().toHaveProperty("activeOrganizationId");
    expectTypeOf<NonNullable<Session["session"]["activeOrganizationId"]>>().toEqualTypeOf<string>();
    type Stored = NonNullable<ReturnType<typeof client.useSession>["data"]>;
    expectTypeOf<NonNullable<Stored["session"]["activeOrganizationId"]>>().toEqualTypeOf<string>();
  });
});
