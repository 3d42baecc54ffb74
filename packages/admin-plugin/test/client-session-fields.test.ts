import { createAuthClient } from "@tollgate/auth-client-react";
import { usernameClient } from "@tollgate/username-plugin/client";
import { describe, expectTypeOf, it } from "vitest";
import { adminClient } from "../src/client";

type DataOf<M extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<M>>["data"]
>;

// Built but never called: these tests are checked by tsc (`expectTypeOf`). No server type is
// given: the client plugins carry their server plugins' fields, as Better Auth's do.
const client = createAuthClient({
  baseURL: "http://localhost:3000",
  plugins: [adminClient(), usernameClient()],
});

describe("the session's fields from the client plugins alone", () => {
  it("getSession: user.role, user.banned, user.username and session.impersonatedBy are typed", () => {
    type Session = DataOf<typeof client.getSession>;
    expectTypeOf<Session["user"]["email"]>().toEqualTypeOf<string>();
    expectTypeOf<Session["user"]>().toHaveProperty("role");
    expectTypeOf<NonNullable<Session["user"]["role"]>>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Session["user"]["banned"]>>().toEqualTypeOf<boolean>();
    expectTypeOf<NonNullable<Session["user"]["username"]>>().toEqualTypeOf<string>();
    expectTypeOf<Session["session"]>().toHaveProperty("impersonatedBy");
    expectTypeOf<NonNullable<Session["session"]["impersonatedBy"]>>().toEqualTypeOf<string>();
  });

  it("the session store, useSession and $Infer.Session have the same fields", () => {
    type Stored = NonNullable<ReturnType<typeof client.$session.get>["data"]>;
    expectTypeOf<NonNullable<Stored["user"]["role"]>>().toEqualTypeOf<string>();
    expectTypeOf<ReturnType<typeof client.useSession>["data"]>().toEqualTypeOf<Stored | null>();
    expectTypeOf<typeof client.$Infer.Session>().toEqualTypeOf<Stored>();
  });

  it("without the plugins, the fields are not there", () => {
    const plain = createAuthClient({ baseURL: "http://localhost:3000" });
    type Session = DataOf<typeof plain.getSession>;
    expectTypeOf<Session["user"]>().not.toHaveProperty("role");
    expectTypeOf<Session["session"]>().not.toHaveProperty("impersonatedBy");
  });
});
