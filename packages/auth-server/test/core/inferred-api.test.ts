import { createAuth, type FieldAttribute } from "@tollgate/auth-server";
import { memoryDatabase } from "@tollgate/auth-server/testing";
import { describe, expectTypeOf, it } from "vitest";

describe("auth.api types follow the configuration", () => {
  it("getSession's user carries additionalFields (regression: it was typed as the bare core user)", () => {
    const favouriteColour = { type: "string", required: false } as const satisfies FieldAttribute;
    const auth = createAuth({
      database: memoryDatabase(),
      secret: "tollgate-test-secret-0123456789abcdef",
      user: { additionalFields: { favouriteColour } },
    });
    type Answer = Awaited<ReturnType<typeof auth.api.getSession>>;
    expectTypeOf<NonNullable<Answer>["user"]["favouriteColour"]>().toEqualTypeOf<
      string | null | undefined
    >();
    expectTypeOf<NonNullable<Answer>["user"]["email"]>().toEqualTypeOf<string>();
    expectTypeOf<(typeof auth.$Infer.Session)["user"]["favouriteColour"]>().toEqualTypeOf<
      string | null | undefined
    >();
  });
});
