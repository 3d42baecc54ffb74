import { type OpenAPIDocument, openAPI } from "@tollgate/auth-server/open-api";
import { describe, expect, it } from "vitest";
import { serverWithTwoFactor } from "./support/two-factor-server";

const PATHS = [
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/generate-backup-codes",
  "/two-factor/verify-backup-code",
  "/admin/reset-two-factor",
];

describe("the OpenAPI document", () => {
  it("describes every endpoint with its summary, body and answer", async () => {
    const t = await serverWithTwoFactor({}, undefined, { plugins: [openAPI()] });
    const { data } = await t.json<OpenAPIDocument>("/open-api/generate-schema");
    for (const path of PATHS) {
      const operation = data.paths[`/api/auth${path}`]?.post;
      expect(operation, path).toBeDefined();
      expect(operation?.summary, path).toEqual(expect.any(String));
      expect(JSON.stringify(operation?.responses?.["200"]), path).toContain("application/json");
    }
    const enable = JSON.stringify(data.paths["/api/auth/two-factor/enable"]?.post?.requestBody);
    expect(enable).toContain("password");
    expect(enable).toContain("issuer");
  });
});
