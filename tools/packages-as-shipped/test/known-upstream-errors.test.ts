import { describe, expect, it } from "vitest";
import { splitErrors } from "../src/known-upstream-errors";

describe("tsc errors, known upstream ones apart", () => {
  it("keeps better-call's own TS1479 apart and every other error, ours included, failing", () => {
    const output = [
      "node_modules/.pnpm/better-call@1.4.5_zod@4.1.0/node_modules/better-call/dist/context.d.cts(7,34): error TS1479: The current file is a CommonJS module …",
      "node_modules/.pnpm/@tollgate+auth-server@file+x/node_modules/@tollgate/auth-server/dist/index.d.cts(13,28): error TS1479: The current file is a CommonJS module …",
      "node_modules/.pnpm/better-call@1.4.5/node_modules/better-call/dist/context.d.cts(9,1): error TS2307: Cannot find module 'x'",
      "  a continuation line",
    ].join("\n");
    const { known, unknown } = splitErrors(output);
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(2);
    expect(unknown[0]).toContain("@tollgate/auth-server");
  });
});
