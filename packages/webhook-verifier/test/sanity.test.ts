import { hello } from "@tollgate/billing-types";
import { expect, it } from "vitest";
it("resolves workspace sources", () => { expect(hello).toBe("billing"); });
