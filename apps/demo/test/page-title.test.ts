import { expect, it } from "vitest";
import { pageTitle } from "../src/hooks/use-page-title";

it("names a page after its screen, then the app (regression: every page was 'Tollgate Demo')", () => {
  expect(pageTitle("Sign in")).toBe("Sign in · Tollgate Demo");
  expect(pageTitle("Account settings")).toBe("Account settings · Tollgate Demo");
});
